import { desktopAccountLinks, mobileAccountLinks } from "@/lib/site/account-menu";

const staffList = ["arjun.menon@example.com", "kavitha.iyer@example.com"];
const regular = { email: "priya.sharma@example.in", is_staff: false };

describe("desktop profile menu", () => {
  test("given a regular user, then Dashboard, the three panels, Pan Validate and Setting, and no CMS", () => {
    expect(desktopAccountLinks(regular, staffList).map((entry) => [entry.label, entry.href])).toEqual([
      ["Dashboard", "https://app.example.com/dashboard/itr/list"],
      ["ITR Panel", "/dashboard/itr-panel"],
      ["TDS Panel", "/dashboard/tds-panel"],
      ["GST Panel", "/dashboard/gst-panel"],
      ["Pan Validate", "/dashboard/pan-validate"],
      ["Setting", "https://app.example.com/settings/updateuserprofile"],
    ]);
  });

  test("given the app's Dashboard and Setting, then they are marked as app pages, so <AppLink> renders them with the campaign", () => {
    const appEntries = desktopAccountLinks(regular, staffList).filter((entry) => entry.app);
    expect(appEntries.map((entry) => [entry.label, entry.app])).toEqual([
      ["Dashboard", "dashboard"],
      ["Setting", "settings"],
    ]);
    expect(mobileAccountLinks(regular).filter((entry) => entry.app).map((entry) => entry.app)).toEqual(["dashboard", "settings"]);
  });

  test.each(["arjun.menon@example.com", "  Arjun.Menon@Example.com "])(
    "given the staff email %p (any case, spaces), then CMS leads to the upload page",
    (email) => {
      const cms = desktopAccountLinks({ email, is_staff: false }, staffList).find((entry) => entry.id === "cms");
      expect(cms?.href).toBe("/dashboard/video-upload");
    },
  );

  test("given is_staff but an email off the list, then no CMS: the list alone decides", () => {
    expect(desktopAccountLinks({ email: "someone@example.com", is_staff: true }, staffList).some((e) => e.id === "cms")).toBe(false);
  });
});

describe("mobile account panel", () => {
  test("given a signed-out visitor, then no Dashboard, Setting or Pan Validate, but the panels for everyone", () => {
    expect(mobileAccountLinks(null).map((entry) => entry.label)).toEqual([
      "Tax Calculator",
      "Support",
      "ITR Panel",
      "TDS Panel",
      "GST Panel",
    ]);
  });

  test("given a signed-in non-staff user, then Dashboard and Setting appear, Pan Validate does not", () => {
    const labels = mobileAccountLinks(regular).map((entry) => entry.label);
    expect(labels).toEqual(["Dashboard", "Tax Calculator", "Support", "ITR Panel", "TDS Panel", "GST Panel", "Setting"]);
  });

  test("given a staff user (is_staff), then Pan Validate appears after Support", () => {
    const labels = mobileAccountLinks({ ...regular, is_staff: true }).map((entry) => entry.label);
    expect(labels.indexOf("Pan Validate")).toBe(labels.indexOf("Support") + 1);
  });
});
