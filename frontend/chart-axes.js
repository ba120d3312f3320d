// The axes the two chart elements share, and what a test reads of them. No Chart.js import: the
// options are plain objects, and each element registers the scales it uses.

// A log axis spans whole decades and has ticks at 1, 2 and 5 times a power of ten (past three
// decades only at the powers themselves), each written with the digits it needs. Chart.js's own
// log ticks take their decimals from the smallest step ('0.00110') and label every tick in the last
// fifth of the axis, which crowds an axis that spans less than a decade, as fast solves' times do.
//
// A log axis cannot show 0, which a proof number reaches at the moment of proof. A chart that draws
// zeros sets chart.$zeroAt to a power of ten a decade below its smallest other value and draws them
// there (placeZeros): that tick reads '0', and the decade above it has no other ticks.
export function logAxis(title) {
  return {
    type: 'logarithmic',
    title: { display: Boolean(title), text: title },
    afterDataLimits: scale => {
      if (scale.min > 0 && scale.max > 0) {
        scale.min = 10 ** Math.floor(Math.log10(scale.min) + 1e-9);
        scale.max = 10 ** Math.ceil(Math.log10(scale.max) - 1e-9);
      }
      // Nothing lies below the zeros' line: the axis ends there (a one-iteration proof's axis went on below
      // its '0' to 0.05, 0.02 and 0.01).
      const zero = scale.chart.$zeroAt;
      if (zero !== undefined && scale.min < zero) {
        scale.min = zero;
      }
    },
    afterBuildTicks: scale => {
      const decades = Math.round(Math.log10(scale.max / scale.min));
      const zero = scale.chart.$zeroAt;
      scale.ticks = scale.ticks.filter(t => {
        const power = Math.floor(Math.log10(t.value) + 1e-9);
        const mantissa = Math.round(t.value / 10 ** power * 1e6) / 1e6;
        const inZeroDecade = zero !== undefined && t.value > zero * (1 + 1e-9) && t.value < zero * 10 * (1 - 1e-9);
        return !inZeroDecade && (mantissa === 1 || (decades <= 3 && (mantissa === 2 || mantissa === 5)));
      });
    },
    ticks: {
      callback(value) {
        const zero = this.chart.$zeroAt;
        if (zero !== undefined && Math.abs(value / zero - 1) < 1e-9) {
          return '0';
        }
        return new Intl.NumberFormat(this.chart.options.locale, { maximumSignificantDigits: 1 }).format(value);
      },
    },
  };
}

// Draws the zeros of points {x, y, v} (v the value, y where it is drawn) on a log axis: at a power of
// ten a decade below the smallest positive value, which the axis labels '0' (logAxis).
export function placeZeros(chart) {
  let smallest = Infinity;
  let zeros = false;
  chart.data.datasets.forEach(set => set.data.forEach(p => {
    if (p.v > 0) {
      smallest = Math.min(smallest, p.v);
    } else {
      zeros = true;
    }
  }));
  if (!zeros) {
    delete chart.$zeroAt;
    return;
  }
  const zero = 10 ** (Math.floor(Math.log10(Number.isFinite(smallest) ? smallest : 1) + 1e-9) - 1);
  chart.$zeroAt = zero;
  chart.data.datasets.forEach(set => set.data.forEach(p => {
    p.y = p.v > 0 ? p.v : zero;
  }));
}

// The page's text colour, for labels drawn on a canvas (Chart.js's default grey is dim on a dark page),
// and a faint version of it for grid lines. Read from the element, so the light or dark scheme in force.
export function themeColors(element) {
  const text = getComputedStyle(element).color;
  const rgb = text.match(/[\d.]+/g) || ['0', '0', '0'];
  return { text, grid: `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, 0.15)` };
}

// Applies themeColors to a chart's text, legend and axes, now and whenever the colour scheme changes
// (the page's selector sets color-scheme on the root element; 'System' follows the system's setting).
// Returns the function that applies them (to call after replacing the chart's scales) and one that stops following.
// scales() gives the chart's scale options as the element wrote them: they are changed in place. (Read
// back through chart.options they are Chart.js's resolving proxies, which call a tick callback as a
// scriptable option when copied: the log axis's callback then threw, and the chart drew nothing.)
export function followTheme(element, chart, scales) {
  const apply = () => {
    const { text, grid } = themeColors(element);
    chart.options.color = text;
    // Given to the chart each time: Chart.js copies the scales it was made with, so colours set on our
    // objects alone reached only charts whose scales had been replaced since (the Results page's figures
    // kept Chart.js's grey #666 on a dark page, their axis titles too).
    const own = scales();
    if (own) {
      chart.options.scales = own;
    }
    for (const scale of Object.values(own || {})) {
      scale.ticks ??= {};
      scale.ticks.color = text;
      scale.title ??= {};
      scale.title.color = text;
      scale.grid ??= {};
      scale.grid.color = grid;
    }
    element.setAttribute('data-text-color', text);
    chart.update('none');
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'theme', 'class'] });
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  system.addEventListener('change', apply);
  return {
    apply,
    stop: () => {
      observer.disconnect();
      system.removeEventListener('change', apply);
    },
  };
}

// The labels Chart.js kept on an axis (after skipping those that would overlap), blank ones left out.
function shownLabels(scale) {
  return scale ? scale.ticks.map(t => String(t.label ?? '')).filter(l => l !== '').join('|') : '';
}

// Writes the labels both axes show into the element's data-x-ticks and data-y-ticks (joined by '|'),
// so a test reads what a person sees. Called after every layout, a resize too.
export function writeTickLabels(element, chart) {
  element.setAttribute('data-x-ticks', shownLabels(chart.scales.x));
  element.setAttribute('data-y-ticks', shownLabels(chart.scales.y));
}
