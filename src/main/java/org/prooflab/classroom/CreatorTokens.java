package org.prooflab.classroom;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * A visitor's browser keeps a random token; the database keeps only its SHA-256. Whoever holds the
 * token that made an experiment may rename, cancel or delete it. No login is needed.
 */
public final class CreatorTokens {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

    private CreatorTokens() {
    }

    /** A new token: 32 random bytes, URL-safe Base64. */
    public static String newToken() {
        byte[] b = new byte[32];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    /** True if {@code token} looks like one {@link #newToken()} makes. */
    public static boolean wellFormed(String token) {
        return token != null && token.matches("[A-Za-z0-9_-]{43}");
    }

    public static String hash(String token) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha.digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    /**
     * Whether {@code text} has the shape of an experiment id ({@link #newExperimentId}): eight lower-case letters and
     * digits (the look-alikes left out of new ids included, as ids made before may hold them).
     */
    public static boolean idShaped(String text) {
        return text != null && text.matches("[a-z0-9]{8}");
    }

    /** A short experiment id for its address: 8 characters without look-alikes (no l, 1, 0, o). */
    public static String newExperimentId() {
        StringBuilder sb = new StringBuilder(8);
        for (int i = 0; i < 8; i++) {
            sb.append(ID_ALPHABET.charAt(RANDOM.nextInt(ID_ALPHABET.length())));
        }
        return sb.toString();
    }
}
