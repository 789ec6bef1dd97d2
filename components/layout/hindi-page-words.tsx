// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
import dynamic from "next/dynamic";
import { createElement, type ComponentType, type ReactNode } from "react";

/*
 * Which Hindi words a page that is not a calculator loads beyond the frame's (hindi-pages/), by
 * its route. Each group is its own chunk: Next names the one a page renders in its HTML and loads
 * it before hydrating, so a Hindi page carries its own words only and an English page none.
 */

type Words = ComponentType<{ children: ReactNode }> & { preload?: () => void };

const FRAME_ONLY: Words = ({ children }) => children;

const ContentText: Words = dynamic(() => import("./hindi-pages/content-text"));
const BookingText: Words = dynamic(() => import("./hindi-pages/booking-text"));
const Form16Text: Words = dynamic(() => import("./hindi-pages/form16-text"));
const TaxOptimizerText: Words = dynamic(() => import("./hindi-pages/tax-optimizer-text"));
const HomeText: Words = dynamic(() => import("./hindi-pages/home-text"));
const FinancialYearsText: Words = dynamic(() => import("./hindi-pages/financial-years-text"));

/** The routes whose words are not the content-text group's. */
const BY_ROUTE: Readonly<Record<string, Words>> = {
  "/business/tds-returns-compliance": BookingText,
  "/dezerv": BookingText,
  "/gst-api": BookingText,
  "/product-resource/product-demo": BookingText,
  "/business/merge-form16": Form16Text,
  "/campaigns/tax-optimizer": TaxOptimizerText,
  "/": HomeText,
  "/itr-filing-fy24-25": FinancialYearsText,
  "/404": FRAME_ONLY,
  "/500": FRAME_ONLY,
  "/offline": FRAME_ONLY,
  "/tools-and-calculators": FRAME_ONLY,
};

/** The words of a route (as the router names it: "/company/[page]"). */
const wordsOf = (route: string): Words => BY_ROUTE[route] ?? ContentText;

/** A Hindi page that is not a calculator, with its route's words loaded. */
export function HindiPageWords({ route, children }: { route: string; children: ReactNode }) {
  return createElement(wordsOf(route), null, children);
}

/** Starts loading a route's words ahead of its page (a link followed on a Hindi page). */
export const preloadHindiWords = (route: string): void => wordsOf(route).preload?.();
