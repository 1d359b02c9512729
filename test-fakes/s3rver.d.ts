// The parts of s3rver (a fake S3 server, a real protocol peer on loopback) the tests use; it ships no types.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Resolves with the address it listens on. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
