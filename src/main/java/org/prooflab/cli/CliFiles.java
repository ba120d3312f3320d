package org.prooflab.cli;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The files a command reads and writes, with what is wrong said in words: Java's exceptions name only the
 * path ({@code NoSuchFileException}) or the decoder's state ("Input length = 1").
 */
final class CliFiles {
    private CliFiles() {
    }

    /** The text of {@code file}, or a usage error such as "cannot read the positions file x.txt: there is no such file". */
    static String read(Path file, String what) {
        try {
            if (Files.isDirectory(file)) {
                throw new UsageException("cannot read " + what + " " + file + ": it is a directory");
            }
            String text = Files.readString(file);
            // A byte-order mark, as Notepad and Excel put before UTF-8, is no part of the text: it was refused as "an
            // invisible zero width no-break space" at character 1.
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (IOException e) {
            throw new UsageException("cannot read " + what + " " + file + ": " + why(e, "there is no such file"));
        }
    }

    /**
     * The path a flag names for output, checked before any work is done, so that a typo in {@code --out} does not
     * cost the hours of solving before it: its directory must exist and take files, and it must not be a directory.
     */
    private static Path output(String flag, String written) {
        Path path = Path.of(written);
        Path parent = path.toAbsolutePath().getParent();
        // (An empty name never comes here: Options refuses it as no value.)
        String problem = Files.isDirectory(path) ? "it is a directory; name a file in it"
                : parent == null || !Files.isDirectory(parent) ? "there is no directory " + parent
                : !Files.isWritable(parent) ? "the directory " + parent + " cannot be written to"
                : Files.exists(path) && !Files.isWritable(path) ? "the file exists and cannot be written to"
                : null;
        if (problem != null) {
            throw new UsageException("--" + flag + " " + written + ": " + problem);
        }
        return path;
    }

    /**
     * The files the flags {@code outputs} name, those given, each checked by {@link #output}, and none the same file as
     * another output or as a file the command reads (the flags {@code inputs}): {@code --json} written over
     * {@code --out} lost the CSV, and over {@code --definition} the experiment itself, after every solve had run.
     */
    static Map<String, Path> outputs(Options o, List<String> outputs, List<String> inputs) {
        Map<String, Path> result = new LinkedHashMap<>();
        for (String flag : outputs) {
            if (!o.has(flag)) {
                continue;
            }
            String written = o.get(flag, "");
            Path path = output(flag, written);
            for (String input : inputs) {
                if (o.has(input) && sameFile(path, Path.of(o.get(input, "")))) {
                    throw new UsageException("--" + flag + " " + written + " is the --" + input
                            + " file: writing there would replace it; name another file");
                }
            }
            for (Map.Entry<String, Path> earlier : result.entrySet()) {
                if (sameFile(path, earlier.getValue())) {
                    throw new UsageException("--" + earlier.getKey() + " " + o.get(earlier.getKey(), "") + " and --" + flag + " "
                            + written + " are the same file: the second would overwrite the first; give each its own file");
                }
            }
            result.put(flag, path);
        }
        return result;
    }

    /**
     * Whether {@code a} and {@code b} are one file: the same path once made absolute and normalized (r.csv, ./r.csv),
     * or, through links, the same existing file, or the same name in the same directory when the file is not made yet.
     */
    static boolean sameFile(Path a, Path b) {
        Path x = linkTarget(a.toAbsolutePath().normalize());
        Path y = linkTarget(b.toAbsolutePath().normalize());
        if (x.equals(y)) {
            return true;
        }
        try {
            if (Files.exists(x) && Files.exists(y)) {
                return Files.isSameFile(x, y);
            }
            return x.getParent() != null && y.getParent() != null && x.getFileName().equals(y.getFileName())
                    && Files.isSameFile(x.getParent(), y.getParent());
        } catch (IOException e) {
            // a directory that cannot be read is no evidence of one file; output() says what is wrong with a path
            return false;
        }
    }

    /**
     * Where {@code path} leads through symbolic links, also to a file not made yet: writing through a link to
     * nothere.csv makes nothere.csv, so --out through it and --json nothere.csv are one file (the CSV was lost).
     */
    private static Path linkTarget(Path path) {
        Path p = path;
        try {
            for (int hops = 0; hops < 40 && Files.isSymbolicLink(p); hops++) {
                p = p.resolveSibling(Files.readSymbolicLink(p)).toAbsolutePath().normalize();
            }
        } catch (IOException | UnsupportedOperationException e) {
            // a link that cannot be read leads nowhere further: compared where it stands
        }
        return p;
    }

    /** Writes {@code text} to {@code path}, or a usage error saying why not. */
    static void write(Path path, String text) {
        try {
            Files.writeString(path, text);
        } catch (IOException e) {
            throw new UsageException("cannot write " + path + ": " + why(e, "there is no such directory"));
        }
    }

    /** What went wrong, in words; {@code missing} says what a NoSuchFileException means for this use. */
    private static String why(IOException e, String missing) {
        return e instanceof NoSuchFileException ? missing
                : e instanceof AccessDeniedException ? "permission denied"
                : e instanceof MalformedInputException ? "it is not UTF-8 text" : e.getMessage();
    }
}
