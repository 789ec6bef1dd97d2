import { readFile } from "node:fs/promises";

import { axeViolations, expect, PROFILE_401, test } from "./fixtures";
import { requestsOf, setFault, signIn, useScope, withCsrf } from "./stand-in-control";
import { askForCaptcha, TRACES_LOGIN } from "./pan-check-steps";

/*
 * The staff tools and the WhatsApp form against the local stand-in
 * (tests/support/routes/app-api.mjs, fixtures/app-api.json): bulk PAN validation polled
 * to completion, the CMS video upload's progress, the ITR-2 pre-fill view.
 */

// Header, two well-formed PANs (P individual, C company) and one whose fourth letter, X, is no holder type.
const PAN_LIST = "PAN\nABCPE1234F\nAAACT5678K\nABCXE1234F\n";
const panListFile = { name: "pans.csv", mimeType: "text/csv", buffer: Buffer.from(PAN_LIST) };

test.describe("bulk PAN validation", () => {
  test("signed out: the purpose and the login link, nothing else", async ({ page, allowConsole }) => {
    allowConsole(PROFILE_401);
    await page.goto("/dashboard/pan-validate");
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page.getByLabel("CSV file with the PANs")).toHaveCount(0);
  });

  test("a regular user is not allowed", async ({ page, context }) => {
    await signIn(context, "regular");
    await page.goto("/dashboard/pan-validate");
    await expect(page.getByText(/which is not allowed to use this screen/)).toBeVisible();
    await expect(page.getByLabel("CSV file with the PANs")).toHaveCount(0);
  });

  test("staff: list checked locally, wrong then right captcha, polled to completion, summary and the invalid PANs' CSV", async ({
    page,
    context,
    request,
    allowConsole,
  }, testInfo) => {
    // The wrong captcha is answered 400, which the browser reports on the console.
    allowConsole(/status of 400/);
    const scope = await useScope(context, testInfo);
    await signIn(context, "staff");
    await withCsrf(context);
    await page.goto("/dashboard/pan-validate");

    await page.getByLabel("CSV file with the PANs").setInputFiles(panListFile);
    await expect(page.getByText("pans.csv: 2 PANs ready to check; 1 row needs correcting (listed below).")).toBeVisible();
    const badRows = page.getByRole("table", { name: "Rows to correct in pans.csv" });
    await expect(badRows.getByRole("row").nth(1)).toContainText("4ABCXE1234FThe fourth letter of a PAN shows who holds it");

    await askForCaptcha(page, "dela12345b");
    await expect(page.getByRole("img", { name: /Captcha from TRACES/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The stand-in accepts K7P2Q only; a wrong answer is shown beside the field.
    const captcha = page.getByLabel("Characters in the picture");
    await captcha.fill("WRONG");
    await page.getByRole("button", { name: "Start the check" }).click();
    await expect(captcha).toHaveAccessibleDescription(/The characters do not match the picture/);

    await captcha.fill("K7P2Q");
    await page.getByRole("button", { name: "Start the check" }).click();
    // The stand-in's status answers "completed" (120 of 120) at the first check, 1 s later.
    await expect(page.getByRole("heading", { name: "5. Summary" })).toBeVisible();
    await expect(page.getByRole("definition")).toHaveText(["120", "117", "3"]);

    const statusCalls = (await requestsOf(request, scope)).filter((entry) => entry.path === "/taxid/get_status/");
    expect(statusCalls.length).toBeGreaterThanOrEqual(1);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download the invalid PANs (CSV)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("invalid-pans-DELA12345B.csv");
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("pan,name,status");
    expect(csv).toContain("AKTPM4821Q,Mohan Kumar,Invalid");
    await expect(page.getByText("Saved as invalid-pans-DELA12345B.csv.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("staff: a server error at TRACES sign-in says so and keeps what was typed", async ({ page, context, request, allowConsole }, testInfo) => {
    allowConsole(/status of 500/);
    const scope = await useScope(context, testInfo);
    await setFault(request, scope, "/taxid/get_captcha/", { status: 500 });
    await signIn(context, "staff");
    await withCsrf(context);
    await page.goto("/dashboard/pan-validate");
    await page.getByLabel("CSV file with the PANs").setInputFiles(panListFile);
    await askForCaptcha(page);
    await expect(page.getByText(/Signing in to TRACES didn't work because of a problem on our side/)).toBeVisible();
    await expect(page.getByLabel("TRACES user ID")).toHaveValue(TRACES_LOGIN.userId);
  });

  test("staff: a page in the CSV's place fails the catalogue's CSV check", async ({ page, context, request }, testInfo) => {
    const scope = await useScope(context, testInfo);
    await setFault(request, scope, "/taxid/download_pan_data/", { html: true });
    await signIn(context, "staff");
    await withCsrf(context);
    await page.goto("/dashboard/pan-validate");
    await page.getByLabel("CSV file with the PANs").setInputFiles(panListFile);
    await askForCaptcha(page);
    await page.getByLabel("Characters in the picture").fill("K7P2Q");
    await page.getByRole("button", { name: "Start the check" }).click();
    await page.getByRole("button", { name: "Download the invalid PANs (CSV)" }).click();
    await expect(page.getByText(/The file we received isn't a valid CSV file/)).toBeVisible();
  });
});

test.describe("CMS video upload", () => {
  test("signed out: the login link", async ({ page, allowConsole }) => {
    allowConsole(PROFILE_401);
    await page.goto("/dashboard/video-upload");
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  });

  test("a regular user is not allowed, and the vault is not read", async ({ page, context, request }, testInfo) => {
    const scope = await useScope(context, testInfo);
    await signIn(context, "regular");
    await page.goto("/dashboard/video-upload");
    await expect(page.getByText(/priya\.sharma@example\.in, which is not allowed to use this screen/)).toBeVisible();
    await expect(page.getByLabel("Video file")).toHaveCount(0);
    expect((await requestsOf(request, scope)).some((entry) => entry.path === "/vault/api/vault/")).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("staff: the upload's progress reaches 100% and the video joins the list", async ({ page, context, request }, testInfo) => {
    const scope = await useScope(context, testInfo);
    await signIn(context, "staff");
    await withCsrf(context);
    await page.goto("/dashboard/video-upload");
    await expect(page.getByText(/the server must check this too/)).toBeVisible();
    const files = page.getByRole("table", { name: "Files in the vault" });
    await expect(files.getByRole("row")).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Title").fill("ITR basics");
    await page.getByLabel("Description (optional)").fill("Filing ITR-1 in ten minutes.");
    // 2 MB, so the browser reports progress on the way.
    await page.getByLabel("Video file").setInputFiles({ name: "itr-basics.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(2 * 1024 * 1024, 1) });
    await page.getByRole("button", { name: "Upload the video" }).click();
    await expect(page.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByText("Uploaded itr-basics.mp4. It is at the top of the list below.")).toBeVisible();
    await expect(files.getByRole("row").nth(1)).toContainText("itr-basics.mp4");
    // The upload makes the list ask the vault again; the vault's answer holds the video.
    await expect.poll(async () => (await requestsOf(request, scope)).filter((entry) => entry.path === "/vault/api/vault/").length).toBe(2);
    await expect(files.getByRole("row")).toHaveCount(4);
    await expect(files.getByRole("row").nth(1)).toContainText("itr-basics.mp4");
  });

  test("staff: a file of the wrong type is refused before sending", async ({ page, context, request }, testInfo) => {
    const scope = await useScope(context, testInfo);
    await signIn(context, "staff");
    await page.goto("/dashboard/video-upload");
    await expect(page.getByText(/MP4, WebM or MOV, up to 100 MB/)).toBeVisible();
    await page.getByLabel("Title").fill("Not a video");
    await page.getByLabel("Video file").setInputFiles({ name: "form16.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await page.getByRole("button", { name: "Upload the video" }).click();
    await expect(page.getByText("form16.pdf isn't a video format we accept. Choose a video in MP4, WebM or MOV format.")).toBeVisible();
    expect((await requestsOf(request, scope)).some((entry) => entry.path === "/vault/api/videos/upload/")).toBe(false);
  });

  test("staff: a server error on the list offers Try again", async ({ page, context, request, allowConsole }, testInfo) => {
    allowConsole(/status of 500/);
    const scope = await useScope(context, testInfo);
    await setFault(request, scope, "/vault/api/vault/", { status: 500 });
    await signIn(context, "staff");
    await page.goto("/dashboard/video-upload");
    await expect(page.getByText(/Loading this information didn't work because of a problem on our side/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

test.describe("ITR-2 pre-fill", () => {
  const UUID = "e3b7a4f2-1c8d-4d6e-a5f9-0b2c7e9d4a18";

  test("signed in: the return, its problems and the pre-fill, at both addresses", async ({ page, context }) => {
    await signIn(context, "regular");
    await withCsrf(context);
    await page.goto(`/dashboard/itr-2?uuid=${UUID}`);
    await expect(page.getByText("This return is on ITR-1, not ITR-2. The pre-fill works the same way.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Needs attention" }).getByRole("listitem")).toHaveText([
      "Salary: Gross salary does not match Form 16 Part B.",
      "Bank: Add at least one bank account for the refund.",
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Pre-fill this return" }).click();
    await expect(page.getByText("Pre-filled with the details the Income Tax Department holds.")).toBeVisible();
    await expect(page.getByRole("definition").nth(2)).toHaveText("Pre-filled");

    await page.goto(`/dashboard1/itr-2?uuid=${UUID}`);
    await expect(page.getByRole("heading", { name: "ITR-2 pre-fill" })).toBeVisible();
    await expect(page.getByRole("definition").first()).toHaveText("ITR-1");
  });

  test("a return that is not the user's is not found", async ({ page, context }) => {
    await signIn(context, "regular");
    await page.goto("/dashboard/itr-2?uuid=00000000-0000-0000-0000-000000000000");
    await expect(page.getByText(/We couldn't find this return among yours/)).toBeVisible();
  });
});

test.describe("WhatsApp ITR update", () => {
  test("signed out: the login link", async ({ page, allowConsole }) => {
    allowConsole(PROFILE_401);
    await page.goto("/whatsapp?phone=919876543210");
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  });

  test("signed in: the chat-bot's link opens the return; a correction is saved", async ({ page, context }) => {
    await signIn(context, "regular");
    await page.goto("/whatsapp?phone=919876543210");
    await expect(page.getByRole("heading", { name: "Your return for +91 98765 43210" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Priya Sharma");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Email").fill("priya.s@example.in");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(/Your changes are saved/)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("priya.s@example.in");
  });

  test("signed in: a number the chat-bot does not know", async ({ page, context, allowConsole }) => {
    allowConsole(/status of 404/);
    await signIn(context, "regular");
    await page.goto("/whatsapp?phone=919812345678");
    await expect(page.getByText(/We couldn't find a return for \+91 98123 45678/)).toBeVisible();
  });
});
