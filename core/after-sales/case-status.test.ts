import { describe, expect, it } from "vitest";
import { CASE_STATUSES, CLOSED_STATUSES, nextStatus, staffActions, type CaseAction } from "./case-status.ts";

const ACTIONS: CaseAction[] = ["receive", "askMoreInfo", "answer", "sendToRepair", "repaired", "approve", "reject"];

describe("case statuses", () => {
  it("are the six of the shop", () => {
    expect(CASE_STATUSES).toEqual(["new-return", "processing-return", "processed-return", "more_info-return", "fixing-return", "rejected-return"]);
  });

  it("move a return from waiting through processing to processed", () => {
    expect(nextStatus("return", "new-return", "receive")).toBe("processing-return");
    expect(nextStatus("return", "processing-return", "approve")).toBe("processed-return");
  });

  it("wait for the shopper's answer after a question, then go back to processing", () => {
    expect(nextStatus("complaint", "new-return", "askMoreInfo")).toBe("more_info-return");
    expect(nextStatus("complaint", "processing-return", "askMoreInfo")).toBe("more_info-return");
    expect(nextStatus("complaint", "more_info-return", "answer")).toBe("processing-return");
    expect(nextStatus("complaint", "processing-return", "answer")).toBeNull();
  });

  it("send only complaints to repair, and a repaired product closes the case", () => {
    expect(nextStatus("complaint", "processing-return", "sendToRepair")).toBe("fixing-return");
    expect(nextStatus("complaint", "fixing-return", "repaired")).toBe("processed-return");
    expect(nextStatus("return", "processing-return", "sendToRepair")).toBeNull();
  });

  it("may reject an open case but approve only one that was inspected", () => {
    for (const status of ["new-return", "processing-return", "more_info-return", "fixing-return"] as const) {
      expect(nextStatus("complaint", status, "reject")).toBe("rejected-return");
    }
    expect(nextStatus("return", "new-return", "approve")).toBeNull();
  });

  it("let nothing move a closed case", () => {
    for (const status of CLOSED_STATUSES) {
      for (const action of ACTIONS) expect(nextStatus("complaint", status, action)).toBeNull();
    }
  });

  it("offer staff the actions open from a status, never the shopper's answer", () => {
    expect(staffActions("return", "new-return")).toEqual(["receive", "askMoreInfo", "reject"]);
    expect(staffActions("complaint", "processing-return")).toEqual(["askMoreInfo", "sendToRepair", "approve", "reject"]);
    expect(staffActions("return", "more_info-return")).toEqual(["reject"]);
  });
});
