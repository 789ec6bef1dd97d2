// Makes sure a Java runtime is installed for the Nu Html Checker (vnu-jar) the browser
// tests run over the built pages (tests/e2e/validators.spec.ts).
import { ensureDebianPackage } from "./ensure-debian-package.mjs";

ensureDebianPackage("default-jre-headless", process.env.JAVA_PATH || "/usr/bin/java", "the Nu Html Checker runs on it");
