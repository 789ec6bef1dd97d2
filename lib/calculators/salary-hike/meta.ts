import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const salaryHikeMeta: CalculatorMeta = {
  ...listing("salary-hike"),
  description:
    "Work out your new salary from a hike in percent or rupees, or the hike between two salaries, and how much your monthly in-hand pay really rises after PF and income tax under the new regime.",
  keywords:
    "salary hike calculator, increment calculator, appraisal, hike percentage, new salary, CTC hike, in-hand salary after hike, take home pay, job switch, new regime, tax year 2026-27",
};
