import { data as routeData, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { describeError, PARSE_FAILURE_MESSAGE, redirectFromErrorData } from "./error-data.ts";

const response = (status: number, data: unknown) => new ErrorResponse(status, "", data);

describe("describeError", () => {
  it("treats anything that is not a route error response as a 500 without details", () => {
    expect(describeError(new Error("db password is hunter2"))).toEqual({ status: 500, variant: "status" });
    expect(describeError("boom")).toEqual({ status: 500, variant: "status" });
  });

  it("shows the not-found variant with the path", () => {
    expect(describeError(response(404, { kind: "not-found", path: "/ei-ole/" }))).toEqual({
      status: 404,
      variant: "not-found",
      path: "/ei-ole/",
    });
  });

  it("shows the message variant with its own text", () => {
    expect(describeError(response(404, { kind: "message", message: "Tuoteryhmää ei löytynyt." }))).toEqual({
      status: 404,
      variant: "message",
      message: "Tuoteryhmää ei löytynyt.",
    });
    expect(describeError(response(404, { kind: "message", message: 42 })).variant).toBe("status");
  });

  it("keeps the status of a plain response", () => {
    expect(describeError(response(403, null))).toEqual({ status: 403, variant: "status" });
    expect(describeError(response(200, null))).toEqual({ status: 500, variant: "status" });
  });

  it("recognises the resource failure", () => {
    expect(describeError(response(500, { kind: "resources" }))).toEqual({ status: 500, variant: "resources" });
  });

  it("takes a same-origin redirect from a JSON data string", () => {
    expect(describeError(response(410, JSON.stringify({ redirect: "/tuotteet/" })))).toEqual({
      status: 410,
      variant: "redirect",
      redirect: "/tuotteet/",
    });
  });

  it("never redirects off the site", () => {
    const logger = { error: vi.fn() };
    expect(describeError(response(410, JSON.stringify({ redirect: "https://evil.example/" })), logger)).toEqual({
      status: 410,
      variant: "status",
    });
    expect(describeError(response(404, { kind: "continue-shopping", redirect: "//evil.example" }), logger).variant).toBe("status");
  });

  it("gives the continue-shopping variant its redirect", () => {
    expect(describeError(response(404, { kind: "continue-shopping", redirect: "/kaytetyt/" }))).toEqual({
      status: 404,
      variant: "continue-shopping",
      redirect: "/kaytetyt/",
    });
  });

  it("logs a data string that is not JSON", () => {
    const logger = { error: vi.fn() };
    expect(describeError(response(500, "{not json"), logger)).toEqual({ status: 500, variant: "status" });
    expect(logger.error).toHaveBeenCalledWith(PARSE_FAILURE_MESSAGE, expect.anything());
  });

  it("reads data() payloads the way loaders throw them", () => {
    const thrown = routeData({ kind: "not-found", path: "/x/" }, { status: 404 });
    expect(describeError(response(thrown.init?.status ?? 0, thrown.data)).variant).toBe("not-found");
  });
});

describe("redirectFromErrorData", () => {
  it("returns null for JSON without a redirect", () => {
    const logger = { error: vi.fn() };
    expect(redirectFromErrorData(JSON.stringify({ message: "x" }), logger)).toBeNull();
    expect(redirectFromErrorData("[1,2]", logger)).toBeNull();
    expect(logger.error).not.toHaveBeenCalled();
  });
});
