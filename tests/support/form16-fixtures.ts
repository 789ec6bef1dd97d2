/* What the Form 16 merge tests choose and receive, in both languages' suites. */

/** A file as the picker gives it, of the size the form checks. */
export function fakeFile(name: string, type: string, size = 200 * 1024): File {
  const file = new File(["%PDF-1.4"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** The API's answer to a good upload: the merged figures of the employee's Form 16s. */
export const MERGED = {
  email: "priya.sharma@example.in",
  merged: {
    employer_name: "Sahyadri Software Private Limited",
    employer_tan: "BLRI01234C",
    employee_pan: "BQSPS4821K",
    assessment_year: "2026-27",
    gross_salary: 1500000,
    standard_deduction: 75000,
    tds_deducted: 97500,
    new_regime: true,
    previous_employer: null,
  },
};
