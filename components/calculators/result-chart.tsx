import { useEffect, useRef, useState, type ComponentType } from "react";
import type { ChartSpec } from "@/lib/calculators/types";
import styles from "./calculator.module.scss";

type ChartCanvasComponent = ComponentType<{ spec: ChartSpec }>;

/** Start loading a little before the chart reaches the screen, so it is drawn as it arrives. */
const PRELOAD_MARGIN = "200px";

/**
 * The chart of a result. Its code (the chart library included) is fetched only once the
 * figure scrolls near the screen, so it never weighs on the page's first load. The box
 * keeps its height from the start, so nothing moves when the chart is drawn.
 */
export function ResultChart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  const [Canvas, setCanvas] = useState<ChartCanvasComponent | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || Canvas) return;
    let cancelled = false;
    const load = () =>
      void import("./chart-canvas").then((module) => {
        if (!cancelled) setCanvas(() => module.ChartCanvas);
      });
    if (!("IntersectionObserver" in window)) {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [Canvas]);

  return (
    <figure className={styles.chart}>
      <figcaption>{spec.title}</figcaption>
      <ul className={styles.chartLegend} aria-hidden="true">
        {spec.series.map((series, index) => (
          <li key={series.label} data-series={index}>
            {series.label}
          </li>
        ))}
      </ul>
      <div
        ref={box}
        className={styles.chartBox}
        role="img"
        aria-label={`${spec.title}. The same numbers are in the table "${spec.tableCaption}".`}
        data-chart-state={Canvas ? "drawn" : "waiting"}
      >
        {Canvas && <Canvas spec={spec} />}
      </div>
    </figure>
  );
}
