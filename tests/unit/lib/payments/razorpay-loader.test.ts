import {
  loadRazorpay,
  RAZORPAY_CHECKOUT_SRC,
  RAZORPAY_LOAD_TIMEOUT_MS,
  RazorpayUnavailableError,
  type RazorpayConstructor,
} from "@/lib/payments/razorpay-loader";

type TestWindow = Window & { Razorpay?: unknown };

const razorpayScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script")).filter((script) => script.src === RAZORPAY_CHECKOUT_SRC);

/** What the real script does when it runs: define the constructor, then the load event fires. */
function scriptRuns(defines: boolean) {
  const [script] = razorpayScripts();
  if (!script) throw new Error("no Razorpay script on the page");
  if (defines) (window as TestWindow).Razorpay = FakeRazorpay;
  script.dispatchEvent(new Event("load"));
}

const FakeRazorpay = function FakeRazorpay() {} as unknown as RazorpayConstructor;

async function reasonOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RazorpayUnavailableError);
  return (error as RazorpayUnavailableError).reason;
}

beforeEach(() => {
  delete (window as TestWindow).Razorpay;
  for (const script of razorpayScripts()) script.remove();
  jest.useRealTimers();
});

describe("loadRazorpay", () => {
  test("given the module is only imported, then no script is requested (only a Pay press loads it)", () => {
    jest.isolateModules(() => {
      require("@/lib/payments/razorpay-loader");
    });
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  test("given a first call, then one async script from Razorpay's address goes into the head, and its constructor is returned once it runs", async () => {
    const loading = loadRazorpay();
    const scripts = razorpayScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe("https://checkout.razorpay.com/v1/checkout.js");
    expect(scripts[0]!.async).toBe(true);
    expect(scripts[0]!.parentElement).toBe(document.head);
    scriptRuns(true);
    await expect(loading).resolves.toBe(FakeRazorpay);
  });

  test("given Pay pressed twice while the script loads, then there is still one script and both get the constructor", async () => {
    const first = loadRazorpay();
    const second = loadRazorpay();
    expect(razorpayScripts()).toHaveLength(1);
    scriptRuns(true);
    await expect(Promise.all([first, second])).resolves.toEqual([FakeRazorpay, FakeRazorpay]);
  });

  test("given the constructor is already on the page, then it is returned without another script", async () => {
    (window as TestWindow).Razorpay = FakeRazorpay;
    await expect(loadRazorpay()).resolves.toBe(FakeRazorpay);
    expect(razorpayScripts()).toHaveLength(0);
  });

  test("given the request fails (offline, blocked), then the reason is 'error', the tag is removed and a retry asks again", async () => {
    const loading = loadRazorpay();
    razorpayScripts()[0]!.dispatchEvent(new Event("error"));
    expect(await reasonOf(loading)).toBe("error");
    expect(razorpayScripts()).toHaveLength(0);

    const retry = loadRazorpay();
    expect(razorpayScripts()).toHaveLength(1);
    scriptRuns(true);
    await expect(retry).resolves.toBe(FakeRazorpay);
  });

  test("given a script that runs without defining Razorpay (a blocker's stub), then the reason is 'missing'", async () => {
    const loading = loadRazorpay();
    scriptRuns(false);
    expect(await reasonOf(loading)).toBe("missing");
    expect(razorpayScripts()).toHaveLength(0);
  });

  test("given no answer, then it gives up after exactly the time-out (15 s by default), not before", async () => {
    jest.useFakeTimers();
    expect(RAZORPAY_LOAD_TIMEOUT_MS).toBe(15_000);
    let settled = false;
    const loading = loadRazorpay();
    loading.catch(() => undefined).finally(() => (settled = true));
    jest.advanceTimersByTime(14_999);
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await reasonOf(loading)).toBe("timeout");
    expect(razorpayScripts()).toHaveLength(0);
  });

  test("given a shorter time-out asked for, then that one applies", async () => {
    jest.useFakeTimers();
    const loading = loadRazorpay({ timeoutMs: 2_000 });
    jest.advanceTimersByTime(2_000);
    expect(await reasonOf(loading)).toBe("timeout");
  });

  test("given the script loads after all, then the time-out no longer fires and nothing is removed", async () => {
    jest.useFakeTimers();
    const loading = loadRazorpay();
    scriptRuns(true);
    await expect(loading).resolves.toBe(FakeRazorpay);
    jest.advanceTimersByTime(RAZORPAY_LOAD_TIMEOUT_MS * 2);
    expect(razorpayScripts()).toHaveLength(1);
  });
});
