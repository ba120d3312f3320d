package org.prooflab.classroom;

import java.text.Normalizer;
import java.time.Instant;
import java.util.Locale;
import org.prooflab.classroom.domain.ExperimentDefinition;

/**
 * A kept experiment: its definition, who made it (as a hash of their browser's token) and its progress.
 *
 * @param id          the short id in its address, {@code /classroom/{id}}
 * @param name        its name (shown as text only)
 * @param definition  what it runs
 * @param creatorHash SHA-256 of the creator's token, hex
 * @param parentId    the experiment it was duplicated from, or null
 * @param status      where it stands
 * @param epoch       raised on every resume; a job of an older epoch does nothing
 * @param positions   positions in it
 * @param configs     algorithm configurations in it
 * @param done        tasks finished
 * @param started     whether a worker has begun one of its solves
 * @param createdAt   when it was made
 */
public record Experiment(String id, String name, ExperimentDefinition definition, String creatorHash, String parentId,
                         ExperimentStatus status, int epoch, int positions, int configs, int done, boolean started,
                         Instant createdAt) {

    public int tasks() {
        return positions * configs;
    }

    /**
     * Its state as the pages word it, and the API's {@code state} too: Queued (running, but no worker has begun a solve
     * of it yet: it may wait behind other experiments), Running, Paused, Cancelled or Finished.
     */
    public String stateWord() {
        return switch (status) {
            case RUNNING -> done == 0 && !started ? "Queued" : "Running";
            case PAUSED -> "Paused";
            case CANCELLED -> "Cancelled";
            case DONE -> "Finished";
        };
    }

    public double progress() {
        return tasks() == 0 ? 1 : (double) done / tasks();
    }

    /** Characters of the name a download's file name keeps at most. */
    private static final int NAME_IN_FILE = 40;

    /**
     * The name of a download of this experiment's results, with {@code extension} ("csv"): its name in lower-case
     * letters of any script, digits and '-' (at most forty characters, never cutting a letter from its marks), then its
     * id, so that a class's several files are told apart by name and two experiments of one name still get two files:
     * {@code minimax-c4-a9f2qaes.csv}, {@code שלום-a9f2qaes.csv}. Latin letters lose the accents Unicode writes apart
     * ({@code eleve}); other scripts keep their marks, which are part of their letters (Devanagari's vowel signs).
     */
    public String fileName(String extension) {
        // Lower case first: "İ" lowers to "i" and a dot, which the accents' removal then drops. Only Latin letters' marks
        // go: "שלום" and "进度" were dropped whole ("experiment-a9f2qaes.csv"), and Hindi lost its vowel signs. A mark
        // with no letter before it goes too.
        String plain = Normalizer.normalize(name.toLowerCase(Locale.ROOT), Normalizer.Form.NFD)
                .replaceAll("(?<=[a-z])\\p{M}+", "").replaceAll("(?<![\\p{L}\\p{M}\\p{N}])\\p{M}+", "");
        String slug = Normalizer.normalize(plain, Normalizer.Form.NFC).replaceAll("[^\\p{L}\\p{M}\\p{N}]+", "-").replaceAll("^-+", "");
        return named(slug.substring(0, graphemesEnd(slug, NAME_IN_FILE)), extension);
    }

    /**
     * The same name in ASCII letters, digits and '-' only, for a client that reads no UTF-8 file name (the header's
     * plain {@code filename}): {@code experiment-a9f2qaes.csv} for a name without a Latin letter or digit.
     */
    public String asciiFileName(String extension) {
        String slug = Normalizer.normalize(name.toLowerCase(Locale.ROOT), Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .replaceAll("[^a-z0-9]+", "-").replaceAll("^-+", "");
        return named(slug.substring(0, Math.min(slug.length(), NAME_IN_FILE)), extension);
    }

    /** A file name of a slug already cut to length: its trailing dashes gone, then the id and {@code extension}. */
    private String named(String slug, String extension) {
        String cut = slug.replaceAll("-+$", "");
        return (cut.isEmpty() ? "experiment" : cut) + "-" + id + "." + extension;
    }

    /** Where the first {@code most} characters of {@code s} end, as a reader counts them (a letter with its marks is one). */
    private static int graphemesEnd(String s, int most) {
        java.text.BreakIterator characters = java.text.BreakIterator.getCharacterInstance(Locale.ROOT);
        characters.setText(s);
        int end = 0;
        for (int i = 0; i < most; i++) {
            int next = characters.next();
            if (next == java.text.BreakIterator.DONE) {
                return s.length();
            }
            end = next;
        }
        return end;
    }
}
