package org.prooflab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.dom.Element;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.prooflab.engine.game.GameKind;
import org.prooflab.engine.game.connectfour.ConnectFour;
import org.prooflab.engine.game.othello.Othello;

/** The explorer's small boards: pictures of a position, with nothing to press and one text for a screen reader. */
class BoardPictureTest {

    @Test
    void a_connect_four_picture_has_no_buttons_and_reads_column_by_column() {
        ConnectFour position = (ConnectFour) GameKind.CONNECT4.parse("44");
        ConnectFourBoard picture = ConnectFourBoard.picture(position);
        assertThat(all(picture.getElement()).filter(e -> e.getTag().equals("vaadin-button") || e.hasAttribute("tabindex")))
                .as("elements a keyboard reaches").isEmpty();
        assertThat(picture.getElement().getAttribute("role")).isEqualTo("img");
        assertThat(picture.getElement().getAttribute("aria-label")).isEqualTo("Connect Four board. Red to move. "
                + "Column 1: empty; 6 free. Column 2: empty; 6 free. Column 3: empty; 6 free. Column 4: Red, Yellow; 4 free. "
                + "Column 5: empty; 6 free. Column 6: empty; 6 free. Column 7: empty; 6 free.");
        assertThat(all(picture.getElement()).filter(e -> e.getClassList().contains("x"))).hasSize(1);
        assertThat(all(picture.getElement()).filter(e -> e.getClassList().contains("o"))).hasSize(1);
        // The playable board keeps its buttons, and a full column's says nothing of dropping a disc.
        ConnectFourBoard playable = new ConnectFourBoard(c -> { });
        ConnectFour full = (ConnectFour) GameKind.CONNECT4.parse("444444");
        playable.render(full, -1);
        assertThat(all(playable.getElement()).filter(e -> e.getTag().equals("vaadin-button"))).hasSize(7);
        assertThat(ConnectFourBoard.columnText(full, 3)).isEqualTo("column 4: Red, Yellow, Red, Yellow, Red, Yellow; full");
        assertThat(ConnectFourBoard.columnText(full, 0)).isEqualTo("column 1: empty; 6 free: drop a disc");
    }

    @Test
    void an_othello_picture_has_no_square_to_play_and_reads_the_discs() {
        Othello position = (Othello) GameKind.OTHELLO.parse("f5");
        OthelloBoard picture = OthelloBoard.picture(position);
        assertThat(all(picture.getElement()).filter(e -> e.hasAttribute("tabindex") || "button".equals(e.getAttribute("role"))
                || e.getClassList().contains("legal"))).as("squares that invite a click").isEmpty();
        assertThat(picture.getElement().getAttribute("role")).isEqualTo("img");
        assertThat(picture.getElement().getAttribute("aria-label")).isEqualTo(
                "Othello board. White to move. Discs: black 4, white 1. Black on e4, d5, e5, f5; white on d4.");
        OthelloBoard playable = new OthelloBoard(sq -> { });
        playable.render(position, -1);
        assertThat(all(playable.getElement()).filter(e -> "button".equals(e.getAttribute("role")))).hasSize(3);
    }

    private static Stream<Element> all(Element root) {
        return root.isTextNode() ? Stream.empty() : Stream.concat(Stream.of(root), root.getChildren().flatMap(BoardPictureTest::all));
    }
}
