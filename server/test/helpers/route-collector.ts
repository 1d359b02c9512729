// Every route an app registers, as its onRoute hook saw it. The hook is added through Fastify's
// documented `fastify.initialization` diagnostics channel, as soon as the instance exists and before
// any plugin or route registers, so the app needs no test option. Only instances created while
// `build` runs are watched (test files of a worker share the process: isolate is off).
import { channel } from "node:diagnostics_channel";
import type { FastifyInstance, RouteOptions } from "fastify";

const initialization = channel("fastify.initialization");

export interface Collected<T> {
  built: T;
  /** The routes of `instance`, in registration order (the auto-added HEAD routes included). */
  routesOf(instance: FastifyInstance): RouteOptions[];
}

export async function collectRoutes<T>(build: () => Promise<T>): Promise<Collected<T>> {
  const byInstance = new Map<FastifyInstance, RouteOptions[]>();
  const watch = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    const routes: RouteOptions[] = [];
    byInstance.set(fastify, routes);
    fastify.addHook("onRoute", (route) => {
      routes.push(route);
    });
  };
  initialization.subscribe(watch);
  try {
    const built = await build();
    return {
      built,
      routesOf(instance) {
        const routes = byInstance.get(instance);
        if (routes === undefined) throw new Error("that instance was not created while collecting");
        return routes;
      },
    };
  } finally {
    initialization.unsubscribe(watch);
  }
}
