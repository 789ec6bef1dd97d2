import { isCmsStaff } from "@/lib/site/staff";
import profiles from "@/tests/support/fixtures/profiles.json";
import staffEmails from "@/tests/support/fixtures/staff-emails.json";

describe("isCmsStaff", () => {
  test.each<[string, string | null | undefined, readonly string[], boolean]>([
    ["given an email in the list, then staff", "arjun.menon@example.com", staffEmails, true],
    ["given the same email in upper case, then staff", "ARJUN.MENON@EXAMPLE.COM", staffEmails, true],
    ["given the email with spaces around it, then staff", "  kavitha.iyer@example.com \n", staffEmails, true],
    ["given a mixed-case list entry with spaces, then matched all the same", "fatima.shaikh@example.com", [" Fatima.Shaikh@Example.com "], true],
    ["given an email not in the list, then not staff", "priya.sharma@example.in", staffEmails, false],
    ["given a near-miss (other domain), then not staff", "arjun.menon@example.in", staffEmails, false],
    ["given a list entry's prefix, then not staff", "arjun.menon@example", staffEmails, false],
    ["given an empty list, then not staff", "arjun.menon@example.com", [], false],
    ["given undefined, then not staff", undefined, staffEmails, false],
    ["given null, then not staff", null, staffEmails, false],
    ["given an empty email, then not staff", "", staffEmails, false],
    ["given a whitespace email and a list holding an empty entry, then not staff", "  ", [""], false],
  ])("%s", (_scenario, email, list, expected) => {
    expect(isCmsStaff(email, list)).toBe(expected);
  });

  test("given no list argument and no NEXT_PUBLIC_CMS_STAFF_EMAILS, then nobody is staff", () => {
    expect(process.env.NEXT_PUBLIC_CMS_STAFF_EMAILS ?? "").toBe("");
    expect(isCmsStaff(profiles.staff.email)).toBe(false);
  });

  test("given the settings list, then the staff fixture user is staff and the regular one is not", () => {
    const previous = process.env.NEXT_PUBLIC_CMS_STAFF_EMAILS;
    process.env.NEXT_PUBLIC_CMS_STAFF_EMAILS = staffEmails.join(", ").toUpperCase();
    try {
      jest.isolateModules(() => {
        const { isCmsStaff: isStaffFromSettings } = jest.requireActual<typeof import("@/lib/site/staff")>("@/lib/site/staff");
        expect(isStaffFromSettings(profiles.staff.email)).toBe(true);
        expect(isStaffFromSettings(profiles.regular.email)).toBe(false);
      });
    } finally {
      if (previous === undefined) delete process.env.NEXT_PUBLIC_CMS_STAFF_EMAILS;
      else process.env.NEXT_PUBLIC_CMS_STAFF_EMAILS = previous;
    }
  });
});
