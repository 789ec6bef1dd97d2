import { act, fireEvent, render, screen } from "@testing-library/react";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ANNOUNCE_DELAY_MS, NO_RESULT_ANNOUNCEMENT } from "@/components/calculators/result-bar";
import { incomeTax } from "@/lib/calculators/income-tax";

jest.mock("next/router", () => ({
  useRouter: () => ({ isReady: false, query: {}, asPath: "/tools-and-calculators/income-tax", pathname: "/tools-and-calculators/income-tax" }),
}));

type Report = (entries: Array<{ isIntersecting: boolean }>) => void;
let report: Report | undefined;
let observed: Element | undefined;
const scrollIntoView = jest.fn();

beforeEach(() => {
  report = undefined;
  observed = undefined;
  scrollIntoView.mockClear();
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: Report) {
      report = callback;
    }
    observe(element: Element) {
      observed = element;
    }
    disconnect() {}
  };
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  jest.useRealTimers();
});

/** The result panel scrolls out of view (or back into it). */
const resultOnScreen = (visible: boolean) => act(() => report?.([{ isIntersecting: visible }]));

// The default case, by hand (tax year 2026-27, salary 15,00,000; the frame's own test checks
// the figures): new regime ₹97,500, old regime ₹2,02,800.
const DEFAULT_LINE = "Tax year 2026-27, salary ₹15,00,000: new regime ₹97,500, old regime ₹2,02,800";
const bar = () => screen.queryByRole("button", { name: /^See the full result:/ });
const politeRegion = () => document.querySelector('.visually-hidden[aria-live="polite"]');
const salary = () => screen.getByLabelText("Gross salary (yearly)");

describe("the result bar (phones)", () => {
  test("given the result on screen, then there is no bar; scrolled away, the bar states the link preview's line", () => {
    render(<CalculatorPage calculator={incomeTax} />);
    expect(observed).toBe(screen.getByRole("region", { name: "Result" }));
    // Before the observer reports the result counts as in view: nothing on the first paint.
    expect(bar()).toBeNull();
    resultOnScreen(false);
    expect(bar()).toHaveAccessibleName(`See the full result: ${DEFAULT_LINE}`);
    expect(bar()).toHaveAttribute("type", "button");
    resultOnScreen(true);
    expect(bar()).toBeNull();
  });

  test("given a new salary (9,00,000: new regime nil after the rebate), then the bar shows the new figures at once", () => {
    render(<CalculatorPage calculator={incomeTax} />);
    resultOnScreen(false);
    fireEvent.change(salary(), { target: { value: "900000" } });
    expect(bar()).toHaveAccessibleName(/^See the full result: Tax year 2026-27, salary ₹9,00,000: new regime ₹0, old regime ₹/);
  });

  test("given an invalid salary, then the bar shows no figure at all (no NaN, nothing stale)", () => {
    render(<CalculatorPage calculator={incomeTax} />);
    resultOnScreen(false);
    fireEvent.change(salary(), { target: { value: "12abc" } });
    expect(bar()).toBeNull();
    expect(document.body).not.toHaveTextContent(/NaN/);
    fireEvent.change(salary(), { target: { value: "1500000" } });
    expect(bar()).toHaveAccessibleName(`See the full result: ${DEFAULT_LINE}`);
  });

  test("the bar itself is no live region; a hidden polite region reads the line only once typing pauses", () => {
    jest.useFakeTimers();
    render(<CalculatorPage calculator={incomeTax} />);
    resultOnScreen(false);
    expect(bar()).not.toHaveAttribute("aria-live");
    expect(bar()?.closest("[aria-live]")).toBeNull();
    // The answer on load is not news.
    expect(politeRegion()).toHaveTextContent("");

    fireEvent.change(salary(), { target: { value: "9" } });
    act(() => jest.advanceTimersByTime(ANNOUNCE_DELAY_MS / 2));
    fireEvent.change(salary(), { target: { value: "90" } });
    act(() => jest.advanceTimersByTime(ANNOUNCE_DELAY_MS / 2));
    fireEvent.change(salary(), { target: { value: "900000" } });
    act(() => jest.advanceTimersByTime(ANNOUNCE_DELAY_MS - 1));
    // Each keystroke restarted the wait: nothing said yet, though the bar already shows it.
    expect(politeRegion()).toHaveTextContent("");
    expect(bar()).toHaveTextContent("salary ₹9,00,000");
    act(() => jest.advanceTimersByTime(1));
    expect(politeRegion()).toHaveTextContent(/^Tax year 2026-27, salary ₹9,00,000: new regime ₹0, old regime ₹/);
  });

  test("given an invalid salary while the result is away, then after the pause it says there is no result, not a stale figure", () => {
    jest.useFakeTimers();
    render(<CalculatorPage calculator={incomeTax} />);
    resultOnScreen(false);
    fireEvent.change(salary(), { target: { value: "900000" } });
    act(() => jest.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(politeRegion()).toHaveTextContent(/salary ₹9,00,000/);
    fireEvent.change(salary(), { target: { value: "15 lakh" } });
    act(() => jest.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(politeRegion()).toHaveTextContent(NO_RESULT_ANNOUNCEMENT);
    expect(politeRegion()).not.toHaveTextContent(/₹/);
  });

  test("given the result on screen, then its own region speaks and the bar's stays quiet", () => {
    jest.useFakeTimers();
    render(<CalculatorPage calculator={incomeTax} />);
    resultOnScreen(true);
    fireEvent.change(salary(), { target: { value: "900000" } });
    act(() => jest.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(politeRegion()).toHaveTextContent("");
  });

  test("tapping the bar scrolls to the result and moves focus to its heading", () => {
    render(<CalculatorPage calculator={incomeTax} />);
    resultOnScreen(false);
    fireEvent.click(bar()!);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole("region", { name: "Result" }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: "start" }));
    expect(screen.getByRole("heading", { name: "Result" })).toHaveFocus();
  });

  test("given a visitor who asks for reduced motion, then the scroll is instant", () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query === "(prefers-reduced-motion: reduce)" }));
    (window as unknown as { matchMedia: unknown }).matchMedia = matchMedia;
    try {
      render(<CalculatorPage calculator={incomeTax} />);
      resultOnScreen(false);
      fireEvent.click(bar()!);
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
    } finally {
      delete (window as unknown as { matchMedia?: unknown }).matchMedia;
    }
  });

  test("given a field with focus (the on-screen keyboard is up), then the bar hides; it returns when the field loses focus", () => {
    render(<CalculatorPage calculator={incomeTax} />);
    resultOnScreen(false);
    act(() => salary().focus());
    expect(bar()).toBeNull();
    act(() => screen.getByLabelText("Financial year").focus());
    expect(bar()).toBeNull();
    act(() => salary().blur());
    act(() => screen.getByLabelText("Financial year").blur());
    expect(bar()).not.toBeNull();
    // A button brings up no keyboard.
    act(() => screen.getByRole("button", { name: "Calculate" }).focus());
    expect(bar()).not.toBeNull();
  });
});
