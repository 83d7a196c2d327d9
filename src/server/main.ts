import { readEnv } from "./env";
import { startServer } from "./start-server";
import { StartupError } from "./startup-error";

try {
  const server = await startServer(readEnv());
  console.log(server.summary);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  // Operators get one line they can act on; a stack trace only for genuine bugs.
  if (error instanceof StartupError) console.error(`Bahi could not start: ${error.message}`);
  else console.error("Bahi could not start:", error);
  process.exit(1);
}
