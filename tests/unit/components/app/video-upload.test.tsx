import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";

import { lengthProblem, videoFileProblem } from "@/components/app/video-upload/video-rules";
import VideoUploadPage from "@/pages/dashboard/video-upload";
import { ApiError } from "@/services/api-error";
import { getVault, uploadVideo, type VaultItem } from "@/services/vault";
import { makeStore } from "@/store";

// Only the calls are stand-ins; the rules are the service's own values.
jest.mock("@/services/vault", () => ({
  ...jest.requireActual("@/services/vault"),
  getVault: jest.fn(),
  uploadVideo: jest.fn(),
}));
// The staff list is a deployment setting (NEXT_PUBLIC_CMS_STAFF_EMAILS); this test's list has one address.
jest.mock("@/lib/site/staff", () => ({ isCmsStaff: (email: string) => email === "arjun.menon@example.com" }));

const mocked = {
  list: getVault as jest.MockedFunction<typeof getVault>,
  upload: uploadVideo as jest.MockedFunction<typeof uploadVideo>,
};

const MB = 1024 * 1024;
const rules = { types: ["video/mp4", "video/webm", "video/quicktime"], maxBytes: 100 * MB, titleMax: 200, descriptionMax: 1000 };

const vault: VaultItem[] = [
  { uuid: "a", file_name: "form16-2025-26.pdf", s3_path: "vault/a.pdf", file_type: "application/pdf", uploaded_at: "2026-06-12T10:41:00+05:30" },
  { uuid: "b", file_name: "documents-walkthrough.mp4", s3_path: "vault/b.mp4", file_type: "video/mp4", uploaded_at: "2026-06-13T09:12:00+05:30" },
];
const uploaded: VaultItem = {
  uuid: "c",
  file_name: "itr-basics.mp4",
  s3_path: "vault/videos/itr-basics.mp4",
  file_type: "video/mp4",
  uploaded_at: "2026-11-21T10:00:00+05:30",
};

const staff = { first_name: "Arjun", last_name: "Menon", email: "arjun.menon@example.com", is_staff: true };

function renderPage(profile = staff) {
  const store = makeStore({ profile: { phase: "loaded", loading: false, error: null, status: true, data: profile } });
  return render(
    <Provider store={store}>
      <VideoUploadPage />
    </Provider>,
  );
}

/** A File that says it is `size` bytes without holding them. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

const fileNames = () =>
  within(screen.getByRole("table", { name: "Files in the vault" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  mocked.list.mockResolvedValue(vault);
});

describe("the checks before sending", () => {
  test.each([
    ["an MP4 of 100 MB exactly (the limit)", fileOf("a.mp4", "video/mp4", 100 * MB), undefined],
    ["a MOV of 20 MB", fileOf("a.mov", "video/quicktime", 20 * MB), undefined],
    ["an MP4 of 101 MB", fileOf("big.mp4", "video/mp4", 101 * MB), "big.mp4 is 101 MB, over the 100 MB limit. Choose a shorter video or a smaller copy."],
    ["an AVI", fileOf("old.avi", "video/x-msvideo", MB), "old.avi isn't a video format we accept. Choose a video in MP4, WebM or MOV format."],
    ["a PDF", fileOf("form16.pdf", "application/pdf", MB), "form16.pdf isn't a video format we accept. Choose a video in MP4, WebM or MOV format."],
    ["an empty MP4", fileOf("empty.mp4", "video/mp4", 0), "empty.mp4 is empty. Choose the video again."],
  ])("given %s, then the check gives the listed message (or none)", (_name, file, problem) => {
    expect(videoFileProblem(file, rules)).toBe(problem);
  });

  test.each([
    ["a title of 200 characters with spaces round it (the limit)", "title" as const, ` ${"t".repeat(200)} `, 200, undefined],
    ["a title of 201 characters", "title" as const, "t".repeat(201), 200, "Keep the title to 200 characters or fewer"],
    ["a description of 1,001 characters", "description" as const, "d".repeat(1001), 1000, "Keep the description to 1,000 characters or fewer"],
  ])("given %s, then the length check gives the listed message (or none)", (_name, what, text, max, problem) => {
    expect(lengthProblem(what, text, max)).toBe(problem);
  });
});

describe("the CMS video upload", () => {
  test("given a signed-in user who is not CMS staff, then the screen is not allowed and the vault is not read", () => {
    renderPage({ ...staff, email: "priya.sharma@example.in", is_staff: false });
    expect(screen.getByText(/which is not allowed to use this screen/)).toBeInTheDocument();
    expect(screen.getByText("The server checks this too, so the page cannot be used from this account.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Video file")).toBeNull();
    expect(mocked.list).not.toHaveBeenCalled();
  });

  test("given staff, then the page says the server must check too, and the vault's files are listed newest first", async () => {
    let answer: (files: typeof vault) => void = () => undefined;
    mocked.list.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(await screen.findByText(/the server must check this too/)).toBeInTheDocument();
    expect(await screen.findByText("Loading the files…")).toHaveAttribute("role", "status");
    await act(async () => answer(vault));
    await screen.findByRole("table", { name: "Files in the vault" });
    expect(fileNames()).toEqual(["documents-walkthrough.mp4", "form16-2025-26.pdf"]);
    expect(screen.getByRole("columnheader", { name: /Uploaded/ })).toHaveAttribute("aria-sort", "descending");
    // 13 June 2026 03:42 UTC is 9:12 am in India.
    expect(screen.getByText("13 June 2026, 9:12 am IST")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: /File/ }));
    expect(screen.getByRole("columnheader", { name: /File/ })).toHaveAttribute("aria-sort", "ascending");
    expect(fileNames()).toEqual(["documents-walkthrough.mp4", "form16-2025-26.pdf"]);
    await userEvent.click(screen.getByRole("button", { name: /File/ }));
    expect(fileNames()).toEqual(["form16-2025-26.pdf", "documents-walkthrough.mp4"]);
  });

  test("given an empty vault, then it says there are no files yet", async () => {
    mocked.list.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText("No files yet. Videos you upload appear here.")).toBeInTheDocument();
  });

  test("given the list fails, then the message and Try again are shown", async () => {
    mocked.list.mockRejectedValueOnce(new ApiError("http", "GET /vault/api/vault/ failed with HTTP 500", { status: 500 }));
    renderPage();
    const message = await screen.findByText(/^Loading this information didn't work because of a problem on our side\./);
    expect(message.closest("[role=alert]")).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Files in the vault" })).toBeInTheDocument();
  });

  test("given a file over the limit, then it is refused beside the field and nothing is sent", async () => {
    renderPage();
    await screen.findByText(/MP4, WebM or MOV, up to 100 MB/);
    await userEvent.type(screen.getByLabelText("Title"), "ITR basics");
    await userEvent.upload(screen.getByLabelText("Video file"), fileOf("big.mp4", "video/mp4", 101 * MB));
    await userEvent.click(screen.getByRole("button", { name: "Upload the video" }));
    expect(screen.getByLabelText("Video file")).toHaveAccessibleDescription(/big\.mp4 is 101 MB, over the 100 MB limit/);
    expect(mocked.upload).not.toHaveBeenCalled();
  });

  test("given no title, then it asks for one and nothing is sent", async () => {
    renderPage();
    await screen.findByText(/MP4, WebM or MOV, up to 100 MB/);
    await userEvent.upload(screen.getByLabelText("Video file"), fileOf("a.mp4", "video/mp4", MB));
    await userEvent.click(screen.getByRole("button", { name: "Upload the video" }));
    expect(screen.getByLabelText("Title")).toHaveAccessibleDescription(/Enter a title for the video/);
    expect(mocked.upload).not.toHaveBeenCalled();
  });

  test("given a valid video, then the bar follows the upload's progress to 100%, the file joins the top of the list, and the list is asked for again", async () => {
    let report: (percent: number) => void = () => {};
    let finish: (item: VaultItem) => void = () => {};
    mocked.upload.mockImplementation((_request, options) => {
      report = options?.onProgress ?? report;
      return new Promise((resolve) => (finish = resolve));
    });
    renderPage();
    await screen.findByRole("table", { name: "Files in the vault" });
    expect(mocked.list).toHaveBeenCalledTimes(1);
    // Asked again after the upload, the app's list holds the new video and one a colleague uploaded meanwhile.
    let answerAgain: (items: VaultItem[]) => void = () => {};
    mocked.list.mockImplementationOnce(() => new Promise((resolve) => (answerAgain = resolve)));
    const video = fileOf("itr-basics.mp4", "video/mp4", 12 * MB);
    await userEvent.type(screen.getByLabelText("Title"), "  ITR basics ");
    await userEvent.type(screen.getByLabelText("Description (optional)"), "Filing ITR-1 in ten minutes.");
    await userEvent.upload(screen.getByLabelText("Video file"), video);
    await userEvent.click(screen.getByRole("button", { name: "Upload the video" }));

    expect(mocked.upload).toHaveBeenCalledWith(
      { file: video, title: "ITR basics", description: "Filing ITR-1 in ten minutes." },
      { onProgress: expect.any(Function) },
    );
    const bar = screen.getByRole("progressbar", { name: "Upload progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByLabelText("Title")).toBeDisabled();
    act(() => report(45));
    expect(bar).toHaveAttribute("aria-valuenow", "45");
    expect(bar).toHaveTextContent("45%");
    act(() => report(100));
    await act(async () => finish(uploaded));

    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "100");
    expect(screen.getByText("Uploaded itr-basics.mp4. It is at the top of the list below.")).toBeInTheDocument();
    // At the top at once, while the list is asked for again (the upload invalidates the vault's tag).
    expect(fileNames()).toEqual(["itr-basics.mp4", "documents-walkthrough.mp4", "form16-2025-26.pdf"]);
    expect(screen.getByLabelText("Title")).toHaveValue("");
    await waitFor(() => expect(mocked.list).toHaveBeenCalledTimes(2));

    const colleagues: VaultItem = {
      uuid: "d",
      file_name: "gst-basics.mp4",
      s3_path: "vault/videos/gst-basics.mp4",
      file_type: "video/mp4",
      uploaded_at: "2026-11-21T09:30:00+05:30",
    };
    act(() => answerAgain([...vault, colleagues, uploaded]));
    expect(await screen.findByText("gst-basics.mp4")).toBeInTheDocument();
    expect(fileNames()).toEqual(["itr-basics.mp4", "gst-basics.mp4", "documents-walkthrough.mp4", "form16-2025-26.pdf"]);
  });

  test("given an upload that fails, then the list is not asked for again", async () => {
    mocked.upload.mockRejectedValue(new ApiError("http", "POST /vault/api/videos/upload/ failed with HTTP 500", { status: 500 }));
    renderPage();
    await screen.findByRole("table", { name: "Files in the vault" });
    await userEvent.type(screen.getByLabelText("Title"), "ITR basics");
    await userEvent.upload(screen.getByLabelText("Video file"), fileOf("a.mp4", "video/mp4", MB));
    await userEvent.click(screen.getByRole("button", { name: "Upload the video" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Uploading your video didn't work because of a problem on our side.");
    expect(fileNames()).toEqual(["documents-walkthrough.mp4", "form16-2025-26.pdf"]);
    expect(mocked.list).toHaveBeenCalledTimes(1);
  });

  test("given the upload times out, then the message says so and the title typed stays", async () => {
    mocked.upload.mockRejectedValue(new ApiError("timeout", "POST /vault/api/videos/upload/ timed out"));
    renderPage();
    await screen.findByText(/MP4, WebM or MOV, up to 100 MB/);
    await userEvent.type(screen.getByLabelText("Title"), "ITR basics");
    await userEvent.upload(screen.getByLabelText("Video file"), fileOf("a.mp4", "video/mp4", MB));
    await userEvent.click(screen.getByRole("button", { name: "Upload the video" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Uploading your video took too long. Check your connection and try again; what you typed is still here.",
    );
    expect(screen.getByLabelText("Title")).toHaveValue("ITR basics");
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  test("the help says an upload stops after 2 minutes (the 120 s upload time-out)", async () => {
    renderPage();
    expect(await screen.findByText(/An upload stops after 2 minutes/)).toBeInTheDocument();
    await screen.findByRole("table", { name: "Files in the vault" });
  });
});
