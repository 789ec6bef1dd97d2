import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatIndianNumber } from "@/lib/format";
import type { ChartSpec } from "@/lib/calculators/types";

/** Series colours from the theme: primary blue, then the accent orange; both 3:1 or more on white. */
const COLOURS = [
  { stroke: "#0a4f9e", fill: "rgba(10, 79, 158, 0.18)" },
  { stroke: "#b54708", fill: "rgba(245, 165, 36, 0.28)" },
  { stroke: "#137a3b", fill: "rgba(19, 122, 59, 0.18)" },
];
const HEIGHT = 280;

/** "12.5 L", "1.2 Cr": Indian units on the value axis. */
function axisAmount(value: number): string {
  if (Math.abs(value) >= 1e7) return `${formatIndianNumber(value / 1e7, { maximumFractionDigits: 1 })} Cr`;
  if (Math.abs(value) >= 1e5) return `${formatIndianNumber(value / 1e5, { maximumFractionDigits: 1 })} L`;
  return formatIndianNumber(value);
}

/** The chart itself, drawn with uPlot (about 22 kB gzip), loaded by ResultChart when in view. */
export function ChartCanvas({ spec }: { spec: ChartSpec }) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const x = spec.labels.map((_, index) => index + 1);
    const options: uPlot.Options = {
      width: Math.max(280, element.clientWidth),
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false } },
      axes: [
        { values: (_chart, ticks) => ticks.map((tick) => spec.labels[tick - 1] ?? "") },
        { values: (_chart, ticks) => ticks.map(axisAmount), size: 64 },
      ],
      series: [{}, ...spec.series.map((series, index) => ({ label: series.label, ...COLOURS[index % COLOURS.length], width: 2 }))],
    };
    const chart = new uPlot(options, [x, ...spec.series.map((series) => series.values)], element);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [spec]);

  return <div ref={host} aria-hidden="true" />;
}
