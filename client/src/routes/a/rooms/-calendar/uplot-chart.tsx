import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface Props {
  options: uPlot.Options;
  data: uPlot.AlignedData;
}

/**
 * A uPlot chart as wide as its box, resized with it. New options or data (another language, a
 * refresh that changed a number: rare, as the query keeps unchanged answers) make a new chart:
 * a few milliseconds for 60 days, and no state of the old one to carry over.
 */
export function UPlotChart({ options, data }: Props) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = host.current;
    if (!box) return;
    const chart = new uPlot({ ...options, width: box.clientWidth }, data, box);
    const resize = new ResizeObserver(() => {
      if (box.clientWidth !== chart.width)
        chart.setSize({ width: box.clientWidth, height: options.height });
    });
    resize.observe(box);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [options, data]);

  return <div ref={host} className="chart" />;
}
