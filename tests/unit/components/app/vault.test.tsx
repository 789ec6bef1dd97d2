import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";

import { VaultScreen } from "@/components/app/vaults/vault-screen";
import GstVaultPage from "@/pages/dashboard/gst-vault";
import { ApiError } from "@/services/api-error";
import type { VaultDocument } from "@/services/chat";
import { FileFetchError } from "@/services/error-catalogue";
import type { Profile } from "@/services/profile";
import { makeStore } from "@/store";

jest.mock("@/services/chat", () => ({ getVaultDetails: jest.fn(), deleteVaultDocuments: jest.fn() }));
jest.mock("@/services/file-download", () => ({ downloadChatFile: jest.fn() }));
jest.mock("next/router", () => ({
  __esModule: true,
  useRouter: () => ({ isReady: true, query: {} }),
  default: { events: { on: jest.fn(), off: jest.fn() } },
}));

const chat = jest.requireMock("@/services/chat") as Record<"getVaultDetails" | "deleteVaultDocuments", jest.Mock>;
const files = jest.requireMock("@/services/file-download") as Record<"downloadChatFile", jest.Mock>;

const priya: Profile = { first_name: "Priya", last_name: "Sharma", email: "priya.sharma@example.in", is_staff: false };

/* The stand-in's two ITR documents: Form 16 shared on 12 June, rent receipts on 14 June 2026. */
const form16: VaultDocument = {
  uuid: "3f0c9a52-7d1e-4b8a-9c61-2a5e8f4d1b07",
  file_name: "form16-2025-26.pdf",
  s3_path: "vault/itr-room-1001/form16-2025-26.pdf",
  service_type: "ITR",
  uploaded_at: "2026-06-12T10:41:00+05:30",
};
const rent: VaultDocument = {
  uuid: "a81d4f3e-52c7-4e90-b6d2-7f1a3c9e0b58",
  file_name: "rent-receipts-2025-26.pdf",
  s3_path: "vault/itr-room-1001/rent-receipts-2025-26.pdf",
  service_type: "ITR",
  uploaded_at: "2026-06-14T18:02:00+05:30",
};

function renderVault(kind: "ITR" | "TDS" | "GST" = "ITR") {
  return render(
    <Provider store={makeStore()}>
      <VaultScreen kind={kind} profile={priya} />
    </Provider>,
  );
}

/** The file names in the table, top to bottom. */
const fileNames = () =>
  within(within(screen.getByRole("table")).getAllByRole("rowgroup")[1]!)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

beforeEach(() => {
  jest.resetAllMocks();
  chat.getVaultDetails.mockResolvedValue([form16, rent]);
  chat.deleteVaultDocuments.mockResolvedValue(undefined);
});

describe("Vault", () => {
  test("given Priya's ITR vault, then it is asked for by her email and ITR, newest first with Indian times", async () => {
    renderVault();
    expect(screen.getByRole("heading", { level: 1, name: "ITR vault" })).toBeInTheDocument();
    await screen.findByRole("table");
    expect(chat.getVaultDetails).toHaveBeenCalledWith({ email: "priya.sharma@example.in", serviceType: "ITR" });
    // 14 June before 12 June: the default sort is the upload time, newest first.
    expect(fileNames()).toEqual(["rent-receipts-2025-26.pdf", "form16-2025-26.pdf"]);
    const row = screen.getByRole("rowheader", { name: "form16-2025-26.pdf" }).closest("tr")!;
    expect(within(row).getByText("12 June 2026, 10:41 am IST")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Download form16-2025-26.pdf" })).toBeInTheDocument();
  });

  test("given the file header pressed, then A to Z by name", async () => {
    const user = userEvent.setup();
    renderVault();
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "File" }));
    expect(screen.getByRole("columnheader", { name: /File/ })).toHaveAttribute("aria-sort", "ascending");
    expect(fileNames()).toEqual(["form16-2025-26.pdf", "rent-receipts-2025-26.pdf"]);
  });

  test("given an empty GST vault, then it says so", async () => {
    chat.getVaultDetails.mockResolvedValue([]);
    renderVault("GST");
    expect(await screen.findByText("There are no documents in your GST vault yet.")).toBeInTheDocument();
    expect(chat.getVaultDetails).toHaveBeenCalledWith({ email: "priya.sharma@example.in", serviceType: "GST" });
  });

  test("given a failed load, then the catalogue's sentence and a retry", async () => {
    const user = userEvent.setup();
    chat.getVaultDetails.mockRejectedValueOnce(new ApiError("http", "GET /chat/vaultdetails/ failed with HTTP 500", { status: 500 }));
    renderVault();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Loading this information didn't work because of a problem on our side.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });

  test("given a download, then the file is fetched by its storage path and saved under the server's name", async () => {
    const user = userEvent.setup();
    const blob = new Blob(["%PDF-1.4"], { type: "application/pdf" });
    files.downloadChatFile.mockResolvedValue({ blob, fileName: "form16-2025-26.pdf" });
    const createObjectURL = jest.fn(() => "blob:vault-1");
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    renderVault();
    await user.click(await screen.findByRole("button", { name: "Download form16-2025-26.pdf" }));
    await waitFor(() => expect(saved).toEqual([{ href: "blob:vault-1", download: "form16-2025-26.pdf" }]));
    expect(files.downloadChatFile).toHaveBeenCalledWith("vault/itr-room-1001/form16-2025-26.pdf");
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(screen.queryByRole("alert")).toBeNull();
    click.mockRestore();
  });

  test("given a download that fails with 404, then the catalogue's 'Failed to fetch the file' line and what to do", async () => {
    const user = userEvent.setup();
    const cause = new ApiError("http", "GET /chat/upload/ failed with HTTP 404", { status: 404 });
    files.downloadChatFile.mockRejectedValue(new FileFetchError("Not Found", { cause }));
    renderVault();
    await user.click(await screen.findByRole("button", { name: "Download rent-receipts-2025-26.pdf" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("rent-receipts-2025-26.pdf was not downloaded. Failed to fetch the file: Not Found.");
    expect(alert).toHaveTextContent("We couldn't find what you asked for. Refresh the page and try again");
    await user.click(within(alert).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("given one ticked document, then Escape cancels the dialog and nothing is deleted", async () => {
    const user = userEvent.setup();
    renderVault();
    const deleteButton = await screen.findByRole("button", { name: "Delete selected" });
    expect(deleteButton).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Select rent-receipts-2025-26.pdf" }));
    await user.click(screen.getByRole("button", { name: "Delete selected (1)" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete 1 document?" });
    expect(within(dialog).getByRole("listitem")).toHaveTextContent("rent-receipts-2025-26.pdf");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(chat.deleteVaultDocuments).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Delete selected (1)" })).toHaveFocus();
  });

  test("given one ticked document confirmed, then DELETE with its uuid, the document leaves at once, and the list is asked for again", async () => {
    const user = userEvent.setup();
    renderVault();
    await user.click(await screen.findByRole("checkbox", { name: "Select rent-receipts-2025-26.pdf" }));
    await user.click(screen.getByRole("button", { name: "Delete selected (1)" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete 1 document?" });
    let finishDelete: () => void = () => {};
    chat.deleteVaultDocuments.mockImplementationOnce(() => new Promise<void>((resolve) => (finishDelete = resolve)));
    // Asked again after the delete, the app's vault also holds a document the expert shared meanwhile.
    let answerAgain: (documents: VaultDocument[]) => void = () => {};
    chat.getVaultDetails.mockImplementationOnce(() => new Promise((resolve) => (answerAgain = resolve)));
    await user.click(within(dialog).getByRole("button", { name: "Delete 1 document" }));
    expect(chat.deleteVaultDocuments).toHaveBeenCalledWith({
      email: "priya.sharma@example.in",
      serviceType: "ITR",
      uuids: ["a81d4f3e-52c7-4e90-b6d2-7f1a3c9e0b58"],
    });
    // Under way: the button says so and Cancel waits.
    expect(within(dialog).getByRole("button", { name: "Deleting…" })).toHaveAttribute("aria-disabled", "true");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();

    act(() => finishDelete());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Deleted 1 document.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your documents" })).toHaveFocus();
    // Gone from the list at once; the delete's tag makes the list ask again, and what is shown stays meanwhile.
    expect(fileNames()).toEqual(["form16-2025-26.pdf"]);
    await waitFor(() => expect(chat.getVaultDetails).toHaveBeenCalledTimes(2));
    expect(screen.getByText(/Showing 1–1 of 1 document\. Refreshing…/)).toBeInTheDocument();

    const tdsCertificate: VaultDocument = { ...form16, uuid: "c5d2e8a1", file_name: "form16a-q1.pdf", uploaded_at: "2026-06-15T09:00:00+05:30" };
    act(() => answerAgain([form16, tdsCertificate]));
    expect(await screen.findByRole("rowheader", { name: "form16a-q1.pdf" })).toBeInTheDocument();
    expect(fileNames()).toEqual(["form16a-q1.pdf", "form16-2025-26.pdf"]);
    expect(screen.queryByText(/Refreshing…/)).toBeNull();
  });

  test("given the select-all box, then both are ticked and both are named in the dialog", async () => {
    const user = userEvent.setup();
    renderVault();
    await user.click(await screen.findByRole("checkbox", { name: "Select all documents on this page" }));
    expect(screen.getByRole("checkbox", { name: "Select form16-2025-26.pdf" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select rent-receipts-2025-26.pdf" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Delete selected (2)" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete 2 documents?" });
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["form16-2025-26.pdf", "rent-receipts-2025-26.pdf"]);
  });

  test("given the delete failing, then the dialog stays open with the reason and the documents stay listed", async () => {
    const user = userEvent.setup();
    chat.deleteVaultDocuments.mockRejectedValueOnce(new ApiError("http", "DELETE /chat/vaultdetails/ failed with HTTP 500", { status: 500 }));
    renderVault();
    await user.click(await screen.findByRole("checkbox", { name: "Select form16-2025-26.pdf" }));
    await user.click(screen.getByRole("button", { name: "Delete selected (1)" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete 1 document?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete 1 document" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Deleting your documents didn't work because of a problem on our side. Please try again in a few minutes.",
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(chat.getVaultDetails).toHaveBeenCalledTimes(1);
    // The second try succeeds.
    await user.click(within(dialog).getByRole("button", { name: "Delete 1 document" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(chat.deleteVaultDocuments).toHaveBeenCalledTimes(2);
  });
  test("given the TDS vault opened after the ITR one, then none of the ITR documents show while the TDS ones load", async () => {
    const store = makeStore();
    const { rerender } = render(
      <Provider store={store}>
        <VaultScreen kind="ITR" profile={priya} />
      </Provider>,
    );
    await screen.findByRole("table");
    let answerTds: (documents: VaultDocument[]) => void = () => {};
    chat.getVaultDetails.mockImplementationOnce(() => new Promise((resolve) => (answerTds = resolve)));
    rerender(
      <Provider store={store}>
        <VaultScreen kind="TDS" profile={priya} />
      </Provider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "TDS vault" })).toBeInTheDocument();
    expect(screen.getByText("Loading your documents…")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryAllByText(/form16-2025-26\.pdf/)).toEqual([]);
    await waitFor(() => expect(chat.getVaultDetails).toHaveBeenLastCalledWith({ email: "priya.sharma@example.in", serviceType: "TDS" }));

    const challan: VaultDocument = { ...form16, uuid: "9e1f", file_name: "challan-281-q2.pdf", service_type: "TDS" };
    act(() => answerTds([challan]));
    expect(await screen.findByRole("rowheader", { name: "challan-281-q2.pdf" })).toBeInTheDocument();
    expect(fileNames()).toEqual(["challan-281-q2.pdf"]);
  });

  test("given a refresh that fails, then the catalogue's sentence and a retry in place of the list", async () => {
    const user = userEvent.setup();
    renderVault();
    await user.click(await screen.findByRole("checkbox", { name: "Select rent-receipts-2025-26.pdf" }));
    await user.click(screen.getByRole("button", { name: "Delete selected (1)" }));
    chat.getVaultDetails.mockRejectedValueOnce(new ApiError("timeout", "GET /chat/vaultdetails/ timed out"));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete 1 document" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Loading this information took too long. Check your connection and try again.");
    chat.getVaultDetails.mockResolvedValueOnce([form16]);
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(fileNames()).toEqual(["form16-2025-26.pdf"]);
  });
});

describe("Vault page", () => {
  test("given nobody signed in, then the login link and no call", () => {
    render(
      <Provider store={makeStore()}>
        <GstVaultPage />
      </Provider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "GST vault" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toBeInTheDocument();
    expect(chat.getVaultDetails).not.toHaveBeenCalled();
  });

  test("given a signed-in profile, then that person's GST vault", async () => {
    chat.getVaultDetails.mockResolvedValue([]);
    const store = makeStore({ profile: { phase: "loaded", loading: false, error: null, status: true, data: priya } });
    render(
      <Provider store={store}>
        <GstVaultPage />
      </Provider>,
    );
    expect(await screen.findByText("There are no documents in your GST vault yet.")).toBeInTheDocument();
    expect(chat.getVaultDetails).toHaveBeenCalledWith({ email: "priya.sharma@example.in", serviceType: "GST" });
  });
});
