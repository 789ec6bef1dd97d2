import { ifscChecker } from "@/lib/calculators/ifsc-checker";
import { figure, runnerFor } from "./run-calculator";

const run = runnerFor(ifscChecker);

describe("ifsc-checker", () => {
  test("the default SBIN0000691 is a valid code of the State Bank of India, branch 000691", () => {
    const { result } = run({});
    expect(figure(result, "valid")).toBe("Valid");
    expect(figure(result, "bank")).toBe("State Bank of India");
    expect(figure(result, "bankCode")).toBe("SBIN");
    expect(figure(result, "branchCode")).toBe("000691");
    expect(result!.notes!.join(" ")).toMatch(/Razorpay IFSC data set \(npm package ifsc 2\.0\.\d+\)/);
  });

  test("the letter O in position 5: field in error and verdict Invalid, with the reason", () => {
    const { result, errors } = run({ ifsc: "HDFCO001234" });
    expect(errors.ifsc).toMatch(/digit zero \(0\); this has the letter O/);
    expect(figure(result, "valid")).toBe("Invalid");
    expect(figure(result, "bank")).toBeUndefined();
  });

  test("an unknown bank code is well formed but Invalid, and the summary says to check the letters", () => {
    const { result, errors } = run({ ifsc: "QQQQ0123456" });
    expect(errors).toEqual({});
    expect(figure(result, "valid")).toBe("Invalid");
    expect(result!.summary).toMatch(/QQQQ is not a bank code/);
  });

  test("a merged bank's old code says which bank took it over", () => {
    expect(run({ ifsc: "syNB0001234" }).result!.notes![0]).toMatch(/Syndicate Bank was amalgamated into Canara Bank from 1 April 2020/);
  });
});
