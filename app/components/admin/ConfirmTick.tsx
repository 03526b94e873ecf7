import type { useAdminForm } from "./use-admin-form.tsx";

/**
 * The tick a form that deletes or removes something asks for before it acts, named `confirm`: the browser asks
 * for it first, and the server refuses a form sent without it with the field's own message.
 */
export function ConfirmTick({ label, form }: { label: string; form: Pick<ReturnType<typeof useAdminForm>, "cell" | "cellError"> }) {
  return (
    <div className="field">
      <label className="admin-check">
        <input type="checkbox" name="confirm" required {...form.cell("confirm")} />
        {label}
      </label>
      {form.cellError("confirm")}
    </div>
  );
}
