package org.prooflab.ui;

import com.vaadin.flow.component.Component;

/**
 * How the lab's number boxes take a comma, so that they read it as everything else in ProofLab reads one
 * ({@link org.prooflab.engine.game.Notation}): between groups of three digits it groups thousands (1,000 is
 * a thousand, as every message writes it); any other comma is a decimal comma, shown as a point at once:
 * 0,5 becomes 0.5 in a decimal box, and 1,5 in a whole-number box is 1.5, which it calls bad input beside it.
 *
 * <p>Why a script: the boxes are the browser's number inputs, which keep no comma. Chromium drops every comma
 * from the number it reads, so 0,5 was 05, five seconds, and 1,5 nodes fifteen, without a word; and the
 * text as typed cannot be read back from such an input. So the script watches the commas as they are typed.
 * A comma after one to three digits may start a group or a decimal part: it is shown as a point until the
 * box tells which (a second comma after three more digits, a point, or leaving the box with exactly three
 * digits after each such point makes them groups). Deleting or retyping the text forgets what was typed.
 */
final class TypedCommas {
    private TypedCommas() {
    }

    /** Installs the rule on {@code field}'s input each time it is attached (once per element). */
    static void install(Component field) {
        field.addAttachListener(e -> field.getElement().executeJs(SCRIPT));
    }

    private static final String SCRIPT = """
            if (this.__typedCommas) {
              return;
            }
            this.__typedCommas = true;
            // s.commas: commas shown as points since the text last changed otherwise; s.head: the digits before
            // the first of them once they are known to group thousands (0: not known); s.last: the text then;
            // s.inserting: the script itself is changing the text.
            const s = {commas: 0, head: 0, last: '', inserting: false};
            const input = () => this.inputElement;
            const pointsAsGroups = v => /^-?[1-9][0-9]{0,2}([.][0-9]{3})+$/.test(v);
            const digits = v => v.replace('-', '').length;
            const set = v => {
              input().value = v;
              s.inserting = true;
              input().dispatchEvent(new Event('input', {bubbles: true, composed: true}));
              s.inserting = false;
              s.last = input().value;
            };
            const insert = text => {
              s.inserting = true;
              document.execCommand('insertText', false, text);
              s.inserting = false;
              s.last = input().value;
            };
            const forget = () => { s.commas = 0; s.head = 0; };
            this.addEventListener('keydown', ev => {
              const v = input().value;
              if (ev.key === ',') {
                ev.preventDefault();
                if (s.commas > 0 && pointsAsGroups(v)) {
                  // A second comma three digits on: the first ones grouped thousands too (1,000,000).
                  s.commas = 0;
                  s.head = digits(v.slice(0, v.indexOf('.')));
                  set(v.replaceAll('.', ''));
                } else if (s.head > 0 && /^-?[0-9]+$/.test(v) && (digits(v) - s.head) % 3 === 0) {
                  // Grouping already, at a group's end: the comma needs no mark.
                } else {
                  s.commas++;
                  insert('.');
                }
              } else if (ev.key === '.' && s.commas > 0 && pointsAsGroups(v)) {
                // The decimals start after a grouped whole part: 1,000.5 is 1000.5 (the point was lost: 1.0005).
                forget();
                set(v.replaceAll('.', ''));
              }
            });
            this.addEventListener('input', () => {
              const v = input().value;
              // Text deleted or replaced rather than typed on: what its commas were is forgotten.
              if (!s.inserting && (v.length < s.last.length || !v.startsWith(s.last))) {
                forget();
              }
              s.last = v;
            });
            this.addEventListener('paste', ev => {
              const text = ev.clipboardData ? ev.clipboardData.getData('text').trim() : '';
              if (text.includes(',')) {
                ev.preventDefault();
                // Read whole, as Notation reads it: groups of three after a first group of one to three digits.
                const grouped = /^[-+]?[1-9][0-9]{0,2}(,[0-9]{3})+([.][0-9]*)?([eE][-+]?[0-9]+)?$/.test(text);
                forget();
                insert(grouped ? text.replaceAll(',', '') : text.replaceAll(',', '.'));
              }
            });
            // Before the box and the server read the change (capture): points that stand between groups of three
            // after typed commas group thousands.
            this.addEventListener('change', () => {
              const v = input().value;
              if (s.commas > 0 && pointsAsGroups(v)) {
                set(v.replaceAll('.', ''));
              }
              forget();
              s.last = input().value;
            }, true);
            """;
}
