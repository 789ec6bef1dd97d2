import { Fragment, useEffect, useRef } from "react";
import { CURRENCIES } from "@/lib/finance/currency";
import { formatIndianNumber } from "@/lib/format";
import type { CalculatorControls } from "../calculator-page";
import { LiveLookupPanel, Provenance, useDataLang, useLookupText } from "./live-lookup-panel";
import { useLiveLookup } from "./use-live-lookup";
import styles from "./lookups.module.scss";

/*
 * Today's rates from the app's look-up, for the currency and gold calculators. The
 * calculators never assume a rate: the visitor types one, or takes the live one here
 * (filled in by itself while the rate field is still empty). Without the look-up the
 * panel says live rates are unavailable and the typed rate is used.
 */

/** A rate as the field takes it: at most `decimals` places, no trailing zeros. */
const asField = (value: number, decimals: number) => String(Number(value.toFixed(decimals)));

const unitsPer = (code: string) => CURRENCIES.find((currency) => currency.code === code)?.per ?? 1;

/** A rate field the visitor is in: what they are about to type must not be written over. */
const beingEdited = (names: string[]) => {
  const active = typeof document === "undefined" ? null : document.activeElement;
  return active instanceof HTMLInputElement && names.includes(active.name);
};

/**
 * Fills the rate fields once, the first time live rates arrive while the visitor has entered
 * none and is not in one of them (a rate written in as they start typing would mix with it).
 */
function useFillOnce(controls: CalculatorControls, fields: Record<string, string> | null) {
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || !fields) return;
    filled.current = true;
    const names = Object.keys(fields);
    const empty = names.every((name) => Number(controls.raw[name] || "0") === 0);
    if (empty && !beingEdited(names)) for (const [name, value] of Object.entries(fields)) controls.setField(name, value);
  }, [controls, fields]);
}

export function ExchangeRatesPanel({ controls }: { controls: CalculatorControls }) {
  const t = useLookupText();
  const { state, retry } = useLiveLookup("exchangeRates", undefined);
  const from = controls.raw.from || "USD";
  const to = controls.raw.to || "INR";

  /** ₹ per the calculator's quoting unit of `code`, from a live rate quoted per `per`. */
  const rateFor = (code: string): number | null => {
    if (state.phase !== "done") return null;
    const live = state.data.rates.find((rate) => rate.currency === code);
    return live ? (live.inr * unitsPer(code)) / live.per : null;
  };
  const foreign = from === "INR" ? to : from;
  const cross = from !== "INR" && to !== "INR";
  const primary = rateFor(foreign);
  const second = cross ? rateFor(to) : null;
  const fields =
    primary === null || (cross && second === null)
      ? null
      : { rate: asField(primary, 4), ...(cross && second !== null ? { rate2: asField(second, 4) } : {}) };
  useFillOnce(controls, state.phase === "done" ? fields : null);

  return (
    <LiveLookupPanel title={t.ratesTitle} state={state} retry={retry} waiting={t.loadingRates} without={t.ratesWithout}>
      {(answer) => (
        <>
          {fields ? (
            <p>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() => Object.entries(fields).forEach(([name, value]) => controls.setField(name, value))}
              >
                {t.useRates(cross, from, to)}
              </button>
            </p>
          ) : (
            <p>{t.ratesMissing(cross ? t.bothCurrencies(from, to) : foreign)}</p>
          )}
          <div className="table-responsive">
            <table className={`table table-sm ${styles.rates}`}>
              <caption>{t.ratesCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.currency}</th>
                  <th scope="col">{t.rate}</th>
                </tr>
              </thead>
              <tbody>
                {answer.rates.map((rate) => (
                  <tr key={rate.currency}>
                    <td>
                      {rate.per === 100 ? "100 " : ""}
                      {rate.currency}
                    </td>
                    <td>₹{formatIndianNumber(rate.inr, { maximumFractionDigits: 4 })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Provenance source={answer.source} asOf={answer.as_of} />
        </>
      )}
    </LiveLookupPanel>
  );
}

export function GoldRatesPanel({ controls }: { controls: CalculatorControls }) {
  const t = useLookupText();
  const lang = useDataLang();
  const { state, retry } = useLiveLookup("goldRates", undefined);
  const fields = state.phase === "done" ? { rate: asField(state.data.per_gram["24K"], 2) } : null;
  useFillOnce(controls, fields);
  return (
    <LiveLookupPanel title={t.goldTitle} state={state} retry={retry} waiting={t.loadingRates} without={t.goldWithout}>
      {(answer) => (
        <>
          <p>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => controls.setField("rate", asField(answer.per_gram["24K"], 2))}>
              {t.useGold(formatIndianNumber(answer.per_gram["24K"], { maximumFractionDigits: 2 }))}
            </button>
          </p>
          <dl className={styles.details}>
            {(["24K", "22K", "18K"] as const).map((karat) =>
              answer.per_gram[karat] ? (
                <Fragment key={karat}>
                  <dt>{t.perGram(karat)}</dt>
                  <dd>₹{formatIndianNumber(answer.per_gram[karat]!, { maximumFractionDigits: 2 })}</dd>
                </Fragment>
              ) : null,
            )}
          </dl>
          <p className={styles.provenance}>
            {t.beforeGst(Boolean(answer.city))}
            {answer.city && (
              <>
                <span lang={lang}>{answer.city}</span>
                {t.afterCity}
              </>
            )}
          </p>
          <Provenance source={answer.source} asOf={answer.as_of} />
        </>
      )}
    </LiveLookupPanel>
  );
}
