/**
 * The shell's data says whether the request is a signed-in person's (the header's account link), reading the
 * session only when the request carries a sign-in cookie, so a guest's page (the page cache's kind) costs no read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadShellData } from "#app/components/shell/shell-data.server.ts";
import type { SignedInUser } from "#core/accounts/auth-service.ts";
import type { Services } from "#core/services.ts";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createServices } from "#server/services.server.ts";
import { openCatalogueDatabase, pageContext } from "./support/api-app.ts";

let database: DatabaseHandle;
let services: Services;
const aino: SignedInUser = { id: 1, email: "aino@example.fi", firstName: "Aino", isStaff: false, isAdmin: false, isOrgUser: false, isClubMember: false };

beforeAll(async () => {
  database = await openCatalogueDatabase();
  services = createServices(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe("the shell's signed-in flag", () => {
  it("is true for a request with a live session, false for a guest and for a cookie the server no longer knows", async () => {
    let asked = 0;
    const context = (authToken: string | null, user: SignedInUser | null) => ({
      ...pageContext(services, "fi"),
      authToken,
      user: async () => {
        asked += 1;
        return user;
      },
    });
    expect((await loadShellData(context("token", aino))).signedIn).toBe(true);
    expect((await loadShellData(context("stale", null))).signedIn).toBe(false);
    expect(asked).toBe(2);
    expect((await loadShellData(context(null, aino))).signedIn).toBe(false);
    expect(asked).toBe(2);
  });
});
