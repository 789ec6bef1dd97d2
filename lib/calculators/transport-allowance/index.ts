import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { isTaxYearUnder2025Act } from "@/lib/tax";
import { runningAllowanceExemption, transportAllowanceExemption } from "@/lib/tax/transport-exemption";
import { TRANSPORT_RULES_BY_YEAR, transportLimitDependsOnCity } from "@/lib/tax/transport-parameters";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator, type CalculatorResult, type FigureGroup } from "../types";
import { fields, fieldsIn } from "./fields";
import { transportAllowanceMeta } from "./meta";
import { TRANSPORT_ALLOWANCE_TEXT } from "./text";

export { fields };

/** The transport-allowance calculator with every word in the given language; its figures are the same in each. */
export function transportAllowanceIn(locale: Locale) {
  const t = messagesFor(TRANSPORT_ALLOWANCE_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? transportAllowanceMeta
        : { ...transportAllowanceMeta, title: HINDI_TITLES["transport-allowance"] ?? transportAllowanceMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "disability", "city"] },
      { title: t.groupTransport, fields: ["monthly", "months"] },
      { title: t.groupRunning, fields: ["running", "dailyAllowance", "regime"] },
    ],
    compute(input): CalculatorResult {
      const rules = TRANSPORT_RULES_BY_YEAR[input.fy];
      // "Tax year 2026-27" reads "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals.
      const year = t.year(yearLabel(input.fy, locale));
      const byCity = transportLimitDependsOnCity(rules);
      const transport = transportAllowanceExemption(
        {
          fy: input.fy,
          disability: input.disability,
          inListedCity: input.city === "listed",
          monthly: input.monthly,
          months: input.months,
        },
        locale,
      );
      const eligible = input.disability !== "none";
      const total = input.monthly * input.months;

      const transportSentence = !eligible
        ? t.summaryNone(formatInr(total), year)
        : transport.taxable === 0
          ? t.summaryAllFree(formatInr(total), year, formatInr(transport.monthlyLimit))
          : t.summaryPart(formatInr(transport.exempt), year, formatInr(transport.monthlyLimit), formatInr(transport.taxable));

      const groups: FigureGroup[] = [
        {
          title: t.eachMonth,
          figures: [
            { name: "limitMonthly", label: t.limitMonthly, value: transport.monthlyLimit, format: "rupees" },
            { name: "exemptMonthly", label: t.exemptMonthly, value: transport.exemptMonthly, format: "rupees" },
            { name: "taxableMonthly", label: t.taxableMonthly, value: transport.taxableMonthly, format: "rupees" },
          ],
        },
        {
          title: t.forYear(input.months),
          highlight: true,
          figures: [
            { name: "exempt", label: t.exempt, value: transport.exempt, format: "rupees" },
            { name: "taxable", label: t.taxable, value: transport.taxable, format: "rupees" },
          ],
        },
      ];
      const breakdown = [{ title: t.breakdownTransport, steps: transport.steps.map((step) => ({ ...step })) }];

      let summary = transportSentence;
      if (input.running > 0) {
        const running = runningAllowanceExemption(
          {
            fy: input.fy,
            regime: input.regime,
            monthly: input.running,
            months: input.months,
            dailyAllowance: input.dailyAllowance,
          },
          locale,
        );
        groups.push({
          title: t.runningYear,
          figures: [
            { name: "runningExempt", label: t.runningExempt, value: running.exempt, format: "rupees", note: running.reason ?? undefined },
            { name: "runningTaxable", label: t.runningTaxable, value: running.taxable, format: "rupees" },
          ],
        });
        breakdown.push({ title: t.breakdownRunning, steps: running.steps.map((step) => ({ ...step })) });
        summary += t.summaryRunning(formatInr(running.exempt), formatInr(running.taxable));
      }

      const limitRule = !eligible ? null : byCity && input.city === "listed" ? rules.disabledMonthlyLimit.listedCities : rules.disabledMonthlyLimit.elsewhere;
      const ruleNote = (note: string | undefined) => (note ? t.ruleNote(note) : undefined);
      const notes = [
        eligible ? t.noteEligible : t.noteNotEligible,
        ruleNote(limitRule?.note),
        t.noteOfficial,
        t.noteMonthly,
        input.running > 0 && input.regime === "new" && !input.dailyAllowance ? ruleNote(rules.runningAllowanceInNewRegime.note) : undefined,
        input.running > 0 && !input.dailyAllowance && !(input.regime === "new" && !rules.runningAllowanceInNewRegime.value)
          ? ruleNote(rules.runningAllowanceMonthlyCap.note)
          : undefined,
        isTaxYearUnder2025Act(input.fy) ? t.note2025Act : undefined,
      ].filter((note): note is string => Boolean(note));

      // The year's unverified limits share one note: show it once.
      return { summary, groups, breakdown, notes: [...new Set(notes)] };
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const transportAllowance = transportAllowanceIn("en");
