// Runs one rspack compilation and turns its errors into a thrown Error (warnings are printed).
import { rspack, type Configuration, type Stats } from "@rspack/core";

export function compile(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!stats) return reject(new Error(`${config.name ?? "build"}: rspack returned no stats`));
        const info = stats.toJson({ all: false, errors: true, warnings: true });
        for (const warning of info.warnings ?? []) console.warn(`⚠ ${config.name}: ${warning.message}`);
        if (stats.hasErrors()) {
          const messages = (info.errors ?? []).map((e) => e.message).join("\n\n");
          return reject(new Error(`${config.name ?? "build"} failed:\n${messages}`));
        }
        resolve(stats);
      });
    });
  });
}
