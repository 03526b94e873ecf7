/**
 * Server-rendered markup of the shell widgets (Vitest runs without a DOM, so behaviour in the
 * browser is left to the Playwright tests). Checks what the first paint relies on: labels and
 * accessible names, ARIA state, class names, and no style attributes (a strict CSP blocks them).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createLoadingBar } from "#app/lib/loading-bar.ts";
import { createToastStore } from "#app/lib/toasts.ts";
import { LoadingBar } from "./LoadingBar.tsx";
import { Modal } from "./Modal.tsx";
import { NumberInput } from "./NumberInput.tsx";
import { Toasts } from "./Toasts.tsx";

const noInlineStyle = (html: string) => expect(html).not.toMatch(/\sstyle=/);

describe("NumberInput markup", () => {
  it("renders a labelled spinbutton with named minus and plus buttons", () => {
    const html = renderToStaticMarkup(
      <NumberInput id="qty" name="amount" label="Määrä" decrementLabel="Vähennä" incrementLabel="Lisää" min={1} max={5} defaultValue={1} integer />,
    );
    expect(html).toContain('<label for="qty" class="number-input__label">Määrä</label>');
    const input = /<input[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('id="qty"');
    expect(input).toContain('name="amount"');
    expect(input).toContain('role="spinbutton"');
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('value="1"');
    expect(html).toContain('aria-valuenow="1"');
    expect(html).toContain('aria-valuemin="1"');
    expect(html).toContain('aria-valuemax="5"');
    // At the minimum: minus disabled, plus enabled.
    expect(html).toMatch(/<button type="button" class="number-input__button" aria-label="Vähennä" aria-controls="qty" disabled="">/);
    expect(html).toMatch(/<button type="button" class="number-input__button" aria-label="Lisää" aria-controls="qty">/);
    noInlineStyle(html);
  });

  it("disables plus at the maximum and renders an empty value by default", () => {
    const atMax = renderToStaticMarkup(<NumberInput label="n" decrementLabel="-" incrementLabel="+" max={3} value={3} />);
    expect(atMax).toMatch(/aria-label="\+"[^>]*disabled=""/);
    const empty = renderToStaticMarkup(<NumberInput label="n" decrementLabel="-" incrementLabel="+" />);
    expect(empty).toContain('value=""');
    expect(empty).toContain('inputMode="decimal"');
    expect(empty).not.toContain("aria-valuenow");
    expect(empty).not.toContain("disabled");
  });

  it("can hide its label visually while keeping it for screen readers", () => {
    const html = renderToStaticMarkup(<NumberInput label="Quantity" decrementLabel="-" incrementLabel="+" labelHidden />);
    expect(html).toContain('class="number-input__label visually-hidden"');
  });
});

describe("Toasts markup", () => {
  it("renders an empty polite live region on the server", () => {
    const store = createToastStore();
    store.show("Not shown on the server");
    const html = renderToStaticMarkup(<Toasts store={store} dismissLabel="Sulje ilmoitus" regionLabel="Ilmoitukset" />);
    expect(html).toBe('<div class="toasts" role="status" aria-live="polite" aria-label="Ilmoitukset"></div>');
  });
});

describe("LoadingBar markup", () => {
  it("renders a hidden, decorative bar without inline styles", () => {
    const bar = createLoadingBar();
    const Stub = createRoutesStub([{ path: "/", Component: () => <LoadingBar bar={bar} /> }]);
    const html = renderToStaticMarkup(<Stub initialEntries={["/"]} />);
    expect(html).toContain(
      '<div class="loading-bar" data-visible="false" data-error="false" data-phase="idle" aria-hidden="true"><div class="loading-bar__fill"></div></div>',
    );
    noInlineStyle(html);
  });
});

describe("Modal markup", () => {
  it("renders nothing while closed", () => {
    expect(
      renderToStaticMarkup(
        <Modal open={false} onClose={() => undefined} title="Suodata" closeLabel="Sulje">
          x
        </Modal>,
      ),
    ).toBe("");
  });

  it("names the dialog by its visible title and names the close button", () => {
    const html = renderToStaticMarkup(
      <Modal open onClose={() => undefined} title="Suodata" closeLabel="Sulje" placement="right" size="small" footer={<button type="button">OK</button>}>
        <p>Content</p>
      </Modal>,
    );
    const labelledBy = /<dialog[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h2 id="${labelledBy}" class="modal__title">Suodata</h2>`);
    expect(html).toContain('class="modal modal--right modal--small"');
    expect(html).toContain('<button type="button" class="modal__close" aria-label="Sulje">');
    expect(html).toContain('<div class="modal__body"><p>Content</p></div>');
    expect(html).toContain('<div class="modal__footer"><button type="button">OK</button></div>');
    // Opened by script with showModal(), never rendered as a non-modal open dialog.
    expect(html).not.toMatch(/<dialog[^>]*\sopen/);
    noInlineStyle(html);
  });
});
