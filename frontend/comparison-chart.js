// A Chart.js chart of several series, for the classroom's comparisons: the server sends the whole
// figure as JSON and the element redraws. Two kinds:
//   lines: {xTitle, yTitle, xLog, yLog, yCounts, stepped, yMin, yMax, series: [{label, points: [[x, y], ...]}]}
//   bars:  {kind: 'bar', yTitle, yLog, yCounts, stacked, yMin, yMax, categories: [...],
//           series: [{label, color?, values: [...], intervals?: [[low, high] or null, ...]}]}
// A bar's interval is drawn over it as a whisker with caps. Lines are dashed each their own way (the
// last solid, under the others), so two series with the same points still show both colours.
// yCounts: the y axis counts things (positions), so it has whole-number ticks only.
// Labels are drawn by Chart.js on the canvas, never as HTML. The element writes the tick labels it
// shows into data-x-ticks and data-y-ticks (joined by '|'), so a test can read what a person sees.
import {
  Chart, LineController, LineElement, PointElement, LinearScale, LogarithmicScale, Legend, Tooltip,
  BarController, BarElement, CategoryScale,
} from 'chart.js';
import { followTheme, logAxis, writeTickLabels } from './chart-axes.js';

Chart.register(LineController, LineElement, PointElement, LinearScale, LogarithmicScale, Legend, Tooltip,
  BarController, BarElement, CategoryScale);

// A line's legend item with its series' own dash and width: Chart.js takes a point-style item's style from the
// series' first point, which has no dash, so every swatch was drawn solid.
function dashedLegend(chart) {
  return Chart.defaults.plugins.legend.labels.generateLabels(chart).map(item => {
    const series = chart.data.datasets[item.datasetIndex];
    return { ...item, lineDash: series.borderDash || [], lineWidth: series.borderWidth || 2 };
  });
}

// What the legend draws, as data-dashes writes the series: "3,3|8,4|solid".
function legendDashes(chart) {
  const items = (chart.legend && chart.legend.legendItems) || [];
  return items.map(i => (i.lineDash && i.lineDash.length ? i.lineDash.join(',') : 'solid')).join('|');
}

// The figure's fixed ends of the y axis, where it gives them (0 to 100 for percentages).
function limit(axis, figure) {
  if (figure.yMin !== undefined && figure.yMin !== null) {
    axis.min = figure.yMin;
  }
  if (figure.yMax !== undefined && figure.yMax !== null) {
    axis.max = figure.yMax;
  }
}

function linearAxis(title, counts) {
  // precision 0 keeps Chart.js from stepping by halves when the counts are small
  return { type: 'linear', title: { display: true, text: title }, ticks: counts ? { precision: 0 } : {} };
}

// The dashes of the lines, from the last one drawn (solid) back to the first: then longer and shorter dashes.
const DASHES = [[], [8, 4], [3, 3], [12, 4, 3, 4], [2, 6], [6, 2]];

// Draws each bar's interval (dataset.intervals[i] = [low, high]) as a vertical whisker with caps.
const whiskers = {
  id: 'whiskers',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const y = chart.scales.y;
    chart.data.datasets.forEach((set, d) => {
      const meta = chart.getDatasetMeta(d);
      if (!set.intervals || !chart.isDatasetVisible(d)) {
        return;
      }
      ctx.save();
      ctx.strokeStyle = chart.options.color || '#444';
      ctx.lineWidth = 1.5;
      meta.data.forEach((bar, i) => {
        const interval = set.intervals[i];
        if (!interval) {
          return;
        }
        const top = y.getPixelForValue(interval[1]);
        const bottom = y.getPixelForValue(interval[0]);
        const cap = Math.min(6, bar.width / 3);
        ctx.beginPath();
        ctx.moveTo(bar.x, top);
        ctx.lineTo(bar.x, bottom);
        ctx.moveTo(bar.x - cap, top);
        ctx.lineTo(bar.x + cap, top);
        ctx.moveTo(bar.x - cap, bottom);
        ctx.lineTo(bar.x + cap, bottom);
        ctx.stroke();
      });
      ctx.restore();
    });
  },
};

const COLORS = ['#1676f3', '#e8590c', '#2b8a3e', '#ae3ec9', '#e03131', '#0c8599', '#f08c00', '#5c7cfa',
  '#868e96', '#c2255c', '#66a80f', '#1098ad'];

class ComparisonChart extends HTMLElement {
  connectedCallback() {
    if (this.canvas) {
      if (this.chart) {
        this.theme = followTheme(this, this.chart, () => this.scales);
      }
      return;
    }
    this.style.display = 'block';
    this.style.position = 'relative';
    this.canvas = document.createElement('canvas');
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute('aria-label', this.getAttribute('aria-label') || 'chart');
    this.appendChild(this.canvas);
    if (this.pending) {
      this.setFigure(this.pending);
    }
  }

  setFigure(json) {
    if (!this.canvas) {
      this.pending = json;
      return;
    }
    const figure = JSON.parse(json);
    if (figure.kind === 'bar') {
      const y = { ...(figure.yLog ? logAxis(figure.yTitle) : linearAxis(figure.yTitle, figure.yCounts)), stacked: !!figure.stacked };
      limit(y, figure);
      this.draw('bar', figure.categories, figure.series.map((s, i) => ({
        label: s.label,
        data: s.values,
        intervals: s.intervals,
        backgroundColor: s.color || COLORS[i % COLORS.length],
        borderWidth: 0,
      })), { x: { type: 'category', stacked: !!figure.stacked }, y });
      this.setAttribute('data-whiskers', String(figure.series.reduce((n, s) => n + (s.intervals || []).filter(v => v).length, 0)));
      return;
    }
    // Chart.js draws the first series top-most: so the last is the solid one, under the dashed ones, and
    // each series' points are a little larger than those drawn over them. Two series with the same points
    // (PNS and PPNS concluding the same positions at the same sizes) show both colours, not the first alone.
    // Series of one group (a solver's line in the paper and in ProofLab) share a colour; their dashes tell them apart.
    const n = figure.series.length;
    const groups = [...new Set(figure.series.map(s => s.group).filter(g => g))];
    const color = (s, i) => COLORS[(s.group ? groups.indexOf(s.group) : i) % COLORS.length];
    // In a group the dash says which member a line is, alike in every group: its last series (ProofLab's) solid, the one
    // before (the paper's) the first dash, and so on. By the series' place in the whole chart, the paper's PNS line was
    // dashed where its MCPNS line was dotted, and ProofLab's the other way round.
    const dash = (s, i) => {
      if (!s.group) {
        return DASHES[(n - 1 - i) % DASHES.length];
      }
      const members = figure.series.filter(t => t.group === s.group);
      return DASHES[(members.length - 1 - members.indexOf(s)) % DASHES.length];
    };
    const datasets = figure.series.map((s, i) => ({
      label: s.label,
      data: s.points.map(p => ({ x: p[0], y: p[1] })),
      borderColor: color(s, i),
      backgroundColor: color(s, i),
      pointRadius: s.points.length > 60 ? 0 : 2 + Math.min(i, 3),
      borderWidth: 2,
      borderDash: dash(s, i),
      stepped: figure.stepped ? 'before' : false,
      tension: 0,
    }));
    const scales = {
      x: figure.xLog ? logAxis(figure.xTitle) : figure.xIterations
        ? { ...linearAxis(figure.xTitle, true), min: 0 } : linearAxis(figure.xTitle, false),
      y: figure.yLog ? logAxis(figure.yTitle) : linearAxis(figure.yTitle, figure.yCounts),
    };
    limit(scales.y, figure);
    this.draw('line', undefined, datasets, scales);
  }

  disconnectedCallback() {
    this.theme?.stop();
  }

  draw(type, labels, datasets, scales) {
    if (this.chart && this.chart.config.type !== type) {
      this.theme.stop();
      this.chart.destroy();
      this.chart = undefined;
    }
    if (this.chart) {
      this.chart.data.labels = labels;
      this.chart.data.datasets = datasets;
      this.scales = scales;
      // the chart takes the new axes with the scheme's colours (followTheme), then redraws
      this.theme.apply();
    } else {
      this.scales = scales;
      this.chart = new Chart(this.canvas, {
        type,
        data: labels ? { labels, datasets } : { datasets },
        options: {
          animation: false, responsive: true, maintainAspectRatio: false, parsing: type !== 'line',
          scales,
          plugins: {
            // a line's legend is a stretch of its line, dash and all; a bar's a box of its colour
            legend: {
              display: true, position: 'bottom',
              labels: type === 'line'
                ? { usePointStyle: true, pointStyle: 'line', pointStyleWidth: 36, generateLabels: dashedLegend } : {},
            },
          },
        },
        // after every layout, a resize too: the ticks change with the chart's size
        plugins: [whiskers, { id: 'tickLabels', afterUpdate: chart => {
          writeTickLabels(this, chart);
          this.setAttribute('data-legend-dashes', legendDashes(chart));
        } }],
      });
      this.theme = followTheme(this, this.chart, () => this.scales);
    }
    this.setAttribute('data-kind', type);
    this.setAttribute('data-dashes', datasets.map(d => (d.borderDash && d.borderDash.length ? d.borderDash.join(',') : 'solid')).join('|'));
    this.setAttribute('data-series', String(datasets.length));
    this.setAttribute('data-colors', datasets.map(d => (typeof d.backgroundColor === 'string' ? d.backgroundColor : '')).join('|'));
    this.setAttribute('data-points', String(datasets.reduce((n, d) => n + d.data.length, 0)));
  }
}

customElements.define('comparison-chart', ComparisonChart);
