import type { Calculator, Field } from "./types";
import { section80d } from "./80d";
import { section80dd } from "./80dd";
import { section80tta } from "./80tta";
import { section80u } from "./80u";
import { advanceTax } from "./advance-tax";
import { agriculture } from "./agriculture";
import { capitalGains } from "./capital-gains";
import { cryptoTax } from "./crypto";
import { form12bb } from "./form-12bb";
import { gratuity } from "./gratuity";
import { hra } from "./hra";
import { incomeTax } from "./income-tax";
import { budgetChanges } from "./budget-changes";
import { incomeTaxEligibility } from "./income-tax-eligibility";
import { leaveEncashment } from "./leave-encashment";
import { pension } from "./pension";
import { rentFreeAccommodation } from "./rent-free-accommodation";
import { rentReceipt } from "./rent-receipt";
import { salary } from "./salary";
import { section234f } from "./section-234f";
import { taxAudit } from "./tax-audit";
import { tds } from "./tds";
import { transportAllowance } from "./transport-allowance";
import { sip } from "./sip";
import { mutualFund } from "./mutual-fund";
import { compoundInterestCalculator } from "./compound-interest";
import { emi } from "./emi";
import { homeLoan } from "./home-loan";
import { rd } from "./rd";
import { fixedDeposit } from "./fixed-deposit";
import { nsc } from "./nsc";
import { ppf } from "./ppf";
import { ssy } from "./ssy";
import { epf } from "./epf";
import { nps } from "./nps";
import { salaryHike } from "./salary-hike";
import { gstCalculator } from "./gst-calculator";
import { gstNumberSearch } from "./gst-number-search";
import { ifscChecker } from "./ifsc-checker";
import { hsnFinder } from "./hsn-finder";
import { goldRate } from "./gold-rate";
import { currencyConverter } from "./currency-converter";

type AnyCalculator = Calculator<Record<string, Field>>;
/** The frame only reads a calculator's fields generically; the cast forgets their exact types. */
const generic = (calculator: unknown) => calculator as AnyCalculator;

/**
 * Every calculator by slug, for tests and build-time lists. Pages import their own
 * calculator directly so each route's bundle holds only its own rules.
 */
export const calculatorsBySlug: Readonly<Record<string, AnyCalculator>> = {
  "income-tax": generic(incomeTax),
  "budget-changes": generic(budgetChanges),
  salary: generic(salary),
  "advance-tax": generic(advanceTax),
  "capital-gains": generic(capitalGains),
  "income-tax-eligibility": generic(incomeTaxEligibility),
  tds: generic(tds),
  crypto: generic(cryptoTax),
  agriculture: generic(agriculture),
  "section-234f": generic(section234f),
  "tax-audit": generic(taxAudit),
  hra: generic(hra),
  gratuity: generic(gratuity),
  "leave-encashment": generic(leaveEncashment),
  pension: generic(pension),
  "transport-allowance": generic(transportAllowance),
  "rent-free-accommodation": generic(rentFreeAccommodation),
  "80u": generic(section80u),
  "80dd": generic(section80dd),
  "80d": generic(section80d),
  "80tta": generic(section80tta),
  "rent-receipt": generic(rentReceipt),
  "form-12bb": generic(form12bb),
  "sip": generic(sip),
  "mutual-fund": generic(mutualFund),
  "compound-interest": generic(compoundInterestCalculator),
  "emi": generic(emi),
  "home-loan": generic(homeLoan),
  "rd": generic(rd),
  "fixed-deposit": generic(fixedDeposit),
  "nsc": generic(nsc),
  "ppf": generic(ppf),
  "ssy": generic(ssy),
  "epf": generic(epf),
  "nps": generic(nps),
  "salary-hike": generic(salaryHike),
  "gst-calculator": generic(gstCalculator),
  "gst-number-search": generic(gstNumberSearch),
  "ifsc-checker": generic(ifscChecker),
  "hsn-finder": generic(hsnFinder),
  "gold-rate": generic(goldRate),
  "currency-converter": generic(currencyConverter),
};
