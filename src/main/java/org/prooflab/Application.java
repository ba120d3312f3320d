package org.prooflab;

import com.vaadin.flow.component.page.AppShellConfigurator;
import com.vaadin.flow.server.AppShellSettings;
import com.vaadin.flow.component.page.ColorScheme;
import com.vaadin.flow.component.page.Push;
import com.vaadin.flow.theme.lumo.Lumo;
import com.vaadin.flow.component.dependency.StyleSheet;
import org.prooflab.cli.Cli;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * ProofLab's entry point. With a command-line verb ({@code solve}, {@code experiment},
 * {@code bench}) it runs the command and exits without starting Spring; otherwise it starts the
 * web app. Server push is on, so solves stream their progress to the browser.
 */
@SpringBootApplication
@Push
@StyleSheet(Lumo.STYLESHEET)
@StyleSheet("styles.css")
@ColorScheme(ColorScheme.Value.LIGHT_DARK)
public class Application implements AppShellConfigurator {

    @Override
    public void configurePage(AppShellSettings settings) {
        settings.addFavIcon("icon", "icon.svg", "any");
        settings.addMetaTag("description", "Learn and run proof-number, probability-based and Monte-Carlo game-tree solvers");
    }

    public static void main(String[] args) {
        if (Cli.isCliInvocation(args)) {
            System.exit(Cli.run(args, System.out, System.err));
        }
        SpringApplication.run(Application.class, args);
    }
}
