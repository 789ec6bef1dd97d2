import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";

import { MobileVerification, RESEND_AFTER_SECONDS } from "@/components/forms/mobile-verification";
import { ApiError } from "@/services/api-error";

const mockSendMobileOtp = jest.fn();
const mockVerifyMobileOtp = jest.fn();
jest.mock("@/services/bookings", () => ({
  sendMobileOtp: (...args: unknown[]) => mockSendMobileOtp(...args),
  verifyMobileOtp: (...args: unknown[]) => mockVerifyMobileOtp(...args),
}));

const WRONG_CODE = "The code is wrong or has expired. Check the SMS or ask for a new code.";

/** An HTTP failure as the app client throws it: the body is on the wrapped AxiosError. */
const httpError = (status: number, data?: unknown) =>
  new ApiError("http", `POST /v1/telecom/mobile_number_verification/ failed with HTTP ${status}`, { status, cause: { response: { status, data } } });

const onVerified = jest.fn();
const onMobileInvalid = jest.fn();
const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());

/** The verification inside a form, as the Dezerv booking holds it. */
function Harness({ mobile, error }: { mobile: string; error?: string }) {
  const [verified, setVerified] = useState(false);
  return (
    <form onSubmit={onSubmit}>
      <MobileVerification
        mobile={mobile}
        verified={verified}
        onVerified={(number) => {
          onVerified(number);
          setVerified(true);
        }}
        onMobileInvalid={onMobileInvalid}
        error={error}
      />
    </form>
  );
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  for (const mock of [mockSendMobileOtp, mockVerifyMobileOtp, onVerified, onMobileInvalid, onSubmit]) mock.mockClear();
  mockSendMobileOtp.mockReset().mockResolvedValue({ status: "sent", expires_in: 300 });
  mockVerifyMobileOtp.mockReset().mockResolvedValue(undefined);
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

async function sendCode(mobile = "+91 98765 43210") {
  render(<Harness mobile={mobile} />);
  await user.click(screen.getByRole("button", { name: "Send code" }));
  return screen.findByLabelText("Code from the SMS");
}

describe("MobileVerification: sending the code", () => {
  test("given a number that is not a mobile, then the form is told why and no SMS is asked for", async () => {
    render(<Harness mobile="12345" />);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(onMobileInvalid).toHaveBeenCalledWith("Enter a 10-digit mobile number starting with 6, 7, 8 or 9");
    expect(mockSendMobileOtp).not.toHaveBeenCalled();
  });

  test("given +91 98765 43210, then the code goes to the 10-digit number, valid 5 minutes (300 s), and the code field takes focus", async () => {
    const code = await sendCode();
    expect(mockSendMobileOtp).toHaveBeenCalledWith("9876543210");
    expect(screen.getByRole("status")).toHaveTextContent("We've sent a 6-digit code by SMS to 98765 43210. The code is valid for 5 minutes.");
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
  });

  test.each([
    [90, " The code is valid for 90 seconds."],
    [undefined, ""],
  ])("given the code lasts %s s, then the message says %j", async (expiresIn, validity) => {
    mockSendMobileOtp.mockResolvedValue({ status: "sent", ...(expiresIn ? { expires_in: expiresIn } : {}) });
    await sendCode("9876543210");
    expect(screen.getByRole("status")).toHaveTextContent(`We've sent a 6-digit code by SMS to 98765 43210.${validity}`, { normalizeWhitespace: false });
  });

  test("given the button pressed, then it says it is sending and cannot be pressed again", async () => {
    let answer!: (value: unknown) => void;
    mockSendMobileOtp.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<Harness mobile="9876543210" />);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByRole("button", { name: "Sending the code…" })).toBeDisabled();
    await act(async () => answer({ status: "sent" }));
    expect(mockSendMobileOtp).toHaveBeenCalledTimes(1);
  });

  test("given no network, then the alert says so and Send code works again", async () => {
    mockSendMobileOtp.mockRejectedValueOnce(new ApiError("network", "POST /v1/telecom/mobile_number_verification/ got no answer (ERR_NETWORK)"));
    render(<Harness mobile="9876543210" />);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(
      await screen.findByText("We couldn't reach our server. Check your internet connection and try again; what you typed is still here."),
    ).toHaveAttribute("role", "alert");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByLabelText("Code from the SMS")).toBeInTheDocument();
  });

  test("given the server refuses the number (400 on mobile_number), then the form shows its message by the mobile field", async () => {
    mockSendMobileOtp.mockRejectedValueOnce(httpError(400, { mobile_number: ["Enter a valid mobile number."] }));
    render(<Harness mobile="9876543210" />);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await act(async () => undefined);
    expect(onMobileInvalid).toHaveBeenCalledWith("Enter a valid mobile number.");
  });

  test("given the form's own message, then it describes the verification group", () => {
    render(<Harness mobile="9876543210" error="Verify your mobile number before booking" />);
    expect(screen.getByRole("group", { name: "Verify your mobile number" })).toHaveAccessibleDescription("Verify your mobile number before booking");
  });
});

describe("MobileVerification: the code", () => {
  test("given five digits, then it asks for the 6-digit code and checks nothing", async () => {
    const code = await sendCode();
    await user.type(code, "12345");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(code).toHaveAccessibleDescription("Enter the 6-digit code we sent by SMS");
    expect(mockVerifyMobileOtp).not.toHaveBeenCalled();
  });

  test("given a wrong code, then the server's reason sits by the field and in the alert, the code stays; the right one verifies", async () => {
    mockVerifyMobileOtp.mockRejectedValueOnce(httpError(400, { otp: [WRONG_CODE] }));
    const code = await sendCode();
    await user.type(code, "111111");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(`Please check: Code: ${WRONG_CODE}`)).toHaveAttribute("role", "alert");
    expect(code).toHaveAccessibleDescription(WRONG_CODE);
    expect(code).toHaveValue("111111");
    expect(onVerified).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, "123 456"); // spaces from a pasted code are dropped
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Mobile number 98765 43210 verified.")).toHaveAttribute("role", "status");
    expect(mockVerifyMobileOtp).toHaveBeenLastCalledWith("9876543210", "123456");
    expect(onVerified).toHaveBeenCalledWith("9876543210");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(screen.queryByLabelText("Code from the SMS")).not.toBeInTheDocument();
    expect(screen.getByRole("status").parentElement).toHaveFocus();
  });

  test("given Enter in the code field, then the code is checked and the booking form is not submitted", async () => {
    const code = await sendCode();
    await user.type(code, "123456{Enter}");
    expect(mockVerifyMobileOtp).toHaveBeenCalledWith("9876543210", "123456");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("MobileVerification: sending a new code", () => {
  test(`given a code just sent, then a new one can be asked for after ${RESEND_AFTER_SECONDS} seconds, not before`, async () => {
    expect(RESEND_AFTER_SECONDS).toBe(30);
    const code = await sendCode();
    const resend = screen.getByRole("button", { name: "Send a new code" });
    expect(resend).toBeDisabled();
    expect(screen.getByText("You can ask for a new code in 30 seconds.")).toBeInTheDocument();
    advance(29_000); // 1 s left
    expect(resend).toBeDisabled();
    expect(screen.getByText("You can ask for a new code in 1 second.")).toBeInTheDocument();
    advance(1_000);
    expect(resend).toBeEnabled();
    expect(screen.queryByText(/You can ask for a new code/)).not.toBeInTheDocument();

    await user.type(code, "9");
    await user.click(resend);
    expect(mockSendMobileOtp).toHaveBeenCalledTimes(2);
    // A new code, a new wait, and the half-typed old code cleared.
    expect(await screen.findByText("You can ask for a new code in 30 seconds.")).toBeInTheDocument();
    expect(screen.getByLabelText("Code from the SMS")).toHaveValue("");
  });
});
