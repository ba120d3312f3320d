/**
 * The teaching model, in plain Java: explicit AND/OR trees that students edit
 * ({@link org.prooflab.lesson.AndOrTree}, written into page addresses by
 * {@link org.prooflab.lesson.TreeCodec}), the rule sets evaluated on them
 * ({@link org.prooflab.lesson.RuleSet}), the seven lessons and their checks, step mode over real
 * searches, and the SVG drawing of trees.
 */
package org.prooflab.lesson;
