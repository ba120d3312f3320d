// A small custom element that owns a Chart.js line chart of a search's root value over
// iterations (Primanita et al. 2020, Figure 5). The server adds points with addPoint();
// the chart keeps at most MAX_POINTS by dropping every other point when full.
import {
  Chart, LineController, LineElement, PointElement, LinearScale, LogarithmicScale, Legend, Tooltip,
} from 'chart.js';
import { followTheme, logAxis, placeZeros, writeTickLabels } from './chart-axes.js';

Chart.register(LineController, LineElement, PointElement, LinearScale, LogarithmicScale, Legend, Tooltip);

const MAX_POINTS = 400;
const COLORS = ['#1676f3', '#e8590c'];

class RootValueChart extends HTMLElement {
  connectedCallback() {
    if (this.chart) {
      this.theme = followTheme(this, this.chart, () => this.scales);
      return;
    }
    this.style.display = 'block';
    this.style.position = 'relative';
    const canvas = document.createElement('canvas');
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', this.getAttribute('aria-label') || 'root value over iterations');
    this.appendChild(canvas);
    const labels = (this.getAttribute('series') || 'root value').split('|');
    const logScale = this.getAttribute('scale') === 'log';
    this.scales = {
      // The axis runs from 0 to the last iteration drawn, not to the round number after it, with
      // ticks at round numbers only: not at the data's own first iteration (1, 20,001 ...), nor at
      // its last, which crowded the last round number ('300,000' over '325,478').
      x: {
        // Iterations are whole: a solve of three iterations is labelled 0, 1, 2, 3, not 0, 0.5 ... 3.
        type: 'linear', bounds: 'data', min: 0, title: { display: true, text: 'iterations' }, ticks: { precision: 0 },
        afterBuildTicks: scale => {
          const step = scale.ticks.length > 1 ? scale.ticks[1].value - scale.ticks[0].value : 0;
          scale.ticks = scale.ticks.filter(t => step === 0 || Math.abs(t.value / step - Math.round(t.value / step)) < 1e-9);
        },
      },
      // Chart.js writes every tick of a 0..1 axis with the decimals of its step ('1.0' above '0'):
      // with no minimum decimals the probability axis reads 0, 0.2, ... 1.
      y: logScale ? logAxis(null) : { type: 'linear', min: 0, max: 1, ticks: { format: { minimumFractionDigits: 0 } } },
    };
    this.chart = new Chart(canvas, {
      type: 'line',
      data: {
        datasets: labels.map((label, i) => ({
          label, data: [], borderColor: COLORS[i], backgroundColor: COLORS[i],
          pointRadius: 0, borderWidth: 2, tension: 0,
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        parsing: false,
        scales: this.scales,
        plugins: {
          legend: { display: labels.length > 1 },
          // the value itself, not where a zero is drawn on the log axis
          tooltip: {
            callbacks: {
              label: item => `${item.dataset.label}: ${new Intl.NumberFormat(undefined, { maximumSignificantDigits: 6 }).format(item.raw.v)}`,
            },
          },
        },
      },
      // after every layout, a resize too: what the axes show, for a test to read as a person sees it,
      // and where the x axis ends against the last iteration drawn
      plugins: [{
        id: 'tickLabels',
        // a proof number of 0 (the moment of proof) is drawn at the foot of the log axis, labelled 0
        beforeUpdate: chart => {
          if (logScale) {
            placeZeros(chart);
          }
        },
        afterUpdate: chart => {
          writeTickLabels(this, chart);
          // points come in iteration order, so a series' last point is its largest iteration
          const last = Math.max(...chart.data.datasets.map(set => set.data.at(-1)?.x ?? -Infinity));
          this.setAttribute('data-x-end', Number.isFinite(last) ? `${chart.scales.x.max}|${last}` : '');
        },
      }],
    });
    this.theme = followTheme(this, this.chart, () => this.scales);
    this.setAttribute('data-points', '0');
  }

  disconnectedCallback() {
    this.theme?.stop();
  }

  // Replaces every point with the search's own down-sampled trace (JSON: [[iteration, value, secondary], ...]).
  setTrace(json) {
    if (!this.chart) {
      return;
    }
    const points = JSON.parse(json);
    this.chart.data.datasets.forEach((set, i) => {
      set.data = points.filter(p => p[i + 1] !== null && Number.isFinite(p[i + 1])).map(p => ({ x: p[0], y: p[i + 1], v: p[i + 1] }));
    });
    this.chart.update('none');
    this.setAttribute('data-points', String(this.chart.data.datasets[0].data.length));
  }

  addPoint(iteration, value, secondary) {
    if (!this.chart) {
      return;
    }
    const sets = this.chart.data.datasets;
    [value, secondary].forEach((v, i) => {
      if (i < sets.length && v !== null && v !== undefined && Number.isFinite(v)) {
        const data = sets[i].data;
        if (data.length && data[data.length - 1].x === iteration) {
          data[data.length - 1].y = v;
          data[data.length - 1].v = v;
        } else {
          data.push({ x: iteration, y: v, v });
        }
        if (data.length > MAX_POINTS) {
          sets[i].data = data.filter((_, k) => k % 2 === 0 || k === data.length - 1);
        }
      }
    });
    this.chart.update('none');
    this.setAttribute('data-points', String(sets[0].data.length));
  }
}

customElements.define('root-value-chart', RootValueChart);
