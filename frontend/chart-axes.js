// The axes the two chart elements share, and what a test reads of them. No Chart.js import: the
// options are plain objects, and each element registers the scales it uses.

// A log axis spans whole decades and has ticks at 1, 2 and 5 times a power of ten (past three
// decades only at the powers themselves), each written with the digits it needs. Chart.js's own
// log ticks take their decimals from the smallest step ('0.00110') and label every tick in the last
// fifth of the axis, which crowds an axis that spans less than a decade, as fast solves' times do.
export function logAxis(title) {
  return {
    type: 'logarithmic',
    title: { display: Boolean(title), text: title },
    afterDataLimits: scale => {
      if (scale.min > 0 && scale.max > 0) {
        scale.min = 10 ** Math.floor(Math.log10(scale.min) + 1e-9);
        scale.max = 10 ** Math.ceil(Math.log10(scale.max) - 1e-9);
      }
    },
    afterBuildTicks: scale => {
      const decades = Math.round(Math.log10(scale.max / scale.min));
      scale.ticks = scale.ticks.filter(t => {
        const power = Math.floor(Math.log10(t.value) + 1e-9);
        const mantissa = Math.round(t.value / 10 ** power * 1e6) / 1e6;
        return mantissa === 1 || (decades <= 3 && (mantissa === 2 || mantissa === 5));
      });
    },
    ticks: {
      callback(value) {
        return new Intl.NumberFormat(this.chart.options.locale, { maximumSignificantDigits: 1 }).format(value);
      },
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
