import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";

import WhatsappPage from "@/pages/whatsapp";
import { ApiError } from "@/services/api-error";
import { getChatbotItr, updateChatbotItr, type ChatbotItr } from "@/services/chatbot-itr";
import { RequestValidationError } from "@/services/error-catalogue";
import { makeStore } from "@/store";

jest.mock("@/services/chatbot-itr", () => ({ getChatbotItr: jest.fn(), updateChatbotItr: jest.fn() }));

const mocked = {
  get: getChatbotItr as jest.MockedFunction<typeof getChatbotItr>,
  update: updateChatbotItr as jest.MockedFunction<typeof updateChatbotItr>,
};

const record: ChatbotItr = {
  phone: "919876543210",
  name: "Priya Sharma",
  email: "priya.sharma@example.in",
  pan: "BQSPS4821K",
  assessment_year: "2026-27",
  itr_type: "itr1",
  bank_account_number: "50100234567891",
  ifsc: "HDFC0001234",
  address: "Flat 12, Shanti Apartments, Baner Road, Pune 411045",
};

const signedIn = { first_name: "Priya", last_name: "Sharma", email: "priya.sharma@example.in", is_staff: false };

function renderAt(search: string, profile: typeof signedIn | null = signedIn) {
  window.history.replaceState(null, "", `/whatsapp${search}`);
  const store = makeStore(
    profile ? { profile: { phase: "loaded", loading: false, error: null, status: true, data: profile } } : undefined,
  );
  return render(
    <Provider store={store}>
      <WhatsappPage />
    </Provider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  mocked.get.mockResolvedValue(record);
});

describe("the WhatsApp ITR update form", () => {
  test("given a signed-out visitor, then the form is not shown and the login link is", () => {
    renderAt("?phone=919876543210", null);
    expect(screen.getByRole("link", { name: "Log in" })).toBeInTheDocument();
    expect(screen.queryByLabelText("WhatsApp mobile number")).toBeNull();
    expect(mocked.get).not.toHaveBeenCalled();
  });

  test("given the chat-bot's link with 919876543210, then the return is read at once with the country code, and shown to edit", async () => {
    renderAt("?phone=919876543210");
    expect(await screen.findByRole("heading", { name: "Your return for +91 98765 43210" })).toBeInTheDocument();
    expect(mocked.get).toHaveBeenCalledWith("919876543210");
    expect(screen.getByLabelText("Name")).toHaveValue("Priya Sharma");
    expect(screen.getByLabelText("IFSC")).toHaveValue("HDFC0001234");
    expect(screen.getByText("ITR-1")).toBeInTheDocument();
  });

  test.each([
    ["+91 98765-43210", "919876543210"],
    ["09876543210", "919876543210"],
    ["7012345678", "917012345678"],
  ])("given %s typed as the number, then the chat-bot is asked for %s", async (typed, sent) => {
    renderAt("");
    await userEvent.type(screen.getByLabelText("WhatsApp mobile number"), typed);
    await userEvent.click(screen.getByRole("button", { name: "Find my return" }));
    await waitFor(() => expect(mocked.get).toHaveBeenCalledWith(sent));
  });

  test.each([["5876543210"], ["98765"], ["+1 415 555 0100"]])("given %s, then the mobile rule's message shows and nothing is asked", async (typed) => {
    renderAt("");
    await userEvent.type(screen.getByLabelText("WhatsApp mobile number"), typed);
    await userEvent.click(screen.getByRole("button", { name: "Find my return" }));
    expect(screen.getByLabelText("WhatsApp mobile number")).toHaveAccessibleDescription(
      /Enter a 10-digit mobile number starting with 6, 7, 8 or 9/,
    );
    expect(mocked.get).not.toHaveBeenCalled();
  });

  test("given a link with a malformed number, then nothing is asked and the number waits to be corrected", () => {
    renderAt("?phone=12345");
    expect(screen.getByLabelText("WhatsApp mobile number")).toHaveValue("12345");
    expect(mocked.get).not.toHaveBeenCalled();
  });

  test("given a corrected email and IFSC, then only those two are sent and the saved record is shown", async () => {
    mocked.update.mockResolvedValue({ ...record, email: "priya.s@example.in", ifsc: "SBIN0001234" });
    renderAt("?phone=919876543210");
    const email = await screen.findByLabelText("Email");
    await userEvent.clear(email);
    await userEvent.type(email, "priya.s@example.in");
    await userEvent.clear(screen.getByLabelText("IFSC"));
    await userEvent.type(screen.getByLabelText("IFSC"), "sbin0001234");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(mocked.update).toHaveBeenCalledWith("919876543210", { email: "priya.s@example.in", ifsc: "sbin0001234" });
    expect(await screen.findByText(/Your changes are saved/)).toBeInTheDocument();
    // The chat-bot's cleaned-up value replaces what was typed.
    expect(screen.getByLabelText("IFSC")).toHaveValue("SBIN0001234");
  });

  test("given nothing changed, then nothing is sent and the form says so", async () => {
    renderAt("?phone=919876543210");
    await userEvent.click(await screen.findByRole("button", { name: "Save changes" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Nothing has changed yet.");
    expect(mocked.update).not.toHaveBeenCalled();
  });

  test("given a PAN the rules refuse, then the message shows beside the PAN and what was typed stays", async () => {
    mocked.update.mockRejectedValue(
      new RequestValidationError({ pan: ["The fourth letter of a PAN shows who holds it; “X” is none of these."] }),
    );
    renderAt("?phone=919876543210");
    const pan = await screen.findByLabelText("PAN");
    await userEvent.clear(pan);
    await userEvent.type(pan, "BQSXS4821K");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(pan).toHaveAccessibleDescription(/The fourth letter of a PAN shows who holds it/));
    expect(pan).toHaveValue("BQSXS4821K");
  });

  test("given a number the chat-bot does not know, then it says so", async () => {
    mocked.get.mockRejectedValue(new ApiError("http", "GET /api/get_itr failed with HTTP 404", { status: 404 }));
    renderAt("?phone=919812345678");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't find a return for +91 98123 45678.");
  });

  test("given no chat-bot host configured, then the form says the service is unavailable", async () => {
    mocked.get.mockRejectedValue(new ApiError("not-configured", "The chat-bot API host is not configured"));
    renderAt("?phone=919876543210");
    expect(await screen.findByRole("alert")).toHaveTextContent("The WhatsApp ITR update isn't available right now.");
  });

  test("given a time-out, then Try again asks again", async () => {
    mocked.get.mockRejectedValueOnce(new ApiError("timeout", "GET /api/get_itr timed out"));
    renderAt("?phone=919876543210");
    expect(await screen.findByRole("alert")).toHaveTextContent("Finding your return took too long.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Name")).toHaveValue("Priya Sharma");
    expect(mocked.get).toHaveBeenCalledTimes(2);
  });
});
