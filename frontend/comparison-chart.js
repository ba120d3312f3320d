// A Chart.js chart of several series, for the classroom's comparisons: the server sends the whole
// figure as JSON and the element redraws. Two kinds:
//   lines: {xTitle, yTitle, xLog, yLog, yCounts, stepped, yMin, yMax, series: [{label, points: [[x, y], ...]}]}
//   bars:  {kind: 'bar', yTitle, yLog, yCounts, stacked, categories: [...], series: [{label, color?, values: [...]}]}
// yCounts: the y axis counts things (positions), so it has whole-number ticks only.
// Labels are drawn by Chart.js on the canvas, never as HTML. The element writes the tick labels it
// shows into data-x-ticks and data-y-ticks (joined by '|'), so a test can read what a person sees.
import {
  Chart, LineController, LineElement, PointElement, LinearScale, LogarithmicScale, Legend, Tooltip,
  BarController, BarElement, CategoryScale,
} from 'chart.js';
import { logAxis, writeTickLabels } from './chart-axes.js';

Chart.register(LineController, LineElement, PointElement, LinearScale, LogarithmicScale, Legend, Tooltip,
  BarController, BarElement, CategoryScale);

function linearAxis(title, counts) {
  // precision 0 keeps Chart.js from stepping by halves when the counts are small
  return { type: 'linear', title: { display: true, text: title }, ticks: counts ? { precision: 0 } : {} };
}

const COLORS = ['#1676f3', '#e8590c', '#2b8a3e', '#ae3ec9', '#e03131', '#0c8599', '#f08c00', '#5c7cfa',
  '#868e96', '#c2255c', '#66a80f', '#1098ad'];

class ComparisonChart extends HTMLElement {
  connectedCallback() {
    if (this.canvas) {
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
      this.draw('bar', figure.categories, figure.series.map((s, i) => ({
        label: s.label,
        data: s.values,
        backgroundColor: s.color || COLORS[i % COLORS.length],
        borderWidth: 0,
      })), {
        x: { type: 'category', stacked: !!figure.stacked },
        y: { ...(figure.yLog ? logAxis(figure.yTitle) : linearAxis(figure.yTitle, figure.yCounts)), stacked: !!figure.stacked },
      });
      return;
    }
    const datasets = figure.series.map((s, i) => ({
      label: s.label,
      data: s.points.map(p => ({ x: p[0], y: p[1] })),
      borderColor: COLORS[i % COLORS.length],
      backgroundColor: COLORS[i % COLORS.length],
      pointRadius: s.points.length > 60 ? 0 : 2,
      borderWidth: 2,
      stepped: figure.stepped ? 'before' : false,
      tension: 0,
    }));
    const scales = {
      x: figure.xLog ? logAxis(figure.xTitle) : linearAxis(figure.xTitle, false),
      y: figure.yLog ? logAxis(figure.yTitle) : linearAxis(figure.yTitle, figure.yCounts),
    };
    if (figure.yMin !== undefined && figure.yMin !== null) {
      scales.y.min = figure.yMin;
    }
    if (figure.yMax !== undefined && figure.yMax !== null) {
      scales.y.max = figure.yMax;
    }
    this.draw('line', undefined, datasets, scales);
  }

  draw(type, labels, datasets, scales) {
    if (this.chart && this.chart.config.type !== type) {
      this.chart.destroy();
      this.chart = undefined;
    }
    if (this.chart) {
      this.chart.data.labels = labels;
      this.chart.data.datasets = datasets;
      this.chart.options.scales = scales;
      this.chart.update('none');
    } else {
      this.chart = new Chart(this.canvas, {
        type,
        data: labels ? { labels, datasets } : { datasets },
        options: {
          animation: false, responsive: true, maintainAspectRatio: false, parsing: type !== 'line',
          scales, plugins: { legend: { display: true, position: 'bottom' } },
        },
        // after every layout, a resize too: the ticks change with the chart's size
        plugins: [{ id: 'tickLabels', afterUpdate: chart => writeTickLabels(this, chart) }],
      });
    }
    this.setAttribute('data-kind', type);
    this.setAttribute('data-series', String(datasets.length));
    this.setAttribute('data-points', String(datasets.reduce((n, d) => n + d.data.length, 0)));
  }
}

customElements.define('comparison-chart', ComparisonChart);
