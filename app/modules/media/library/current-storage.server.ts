import { type Env, env } from "#app/modules/config/env.server";
import { S3MediaStorage } from "./s3.server";
import { DiskMediaStorage, type MediaStorage, mediaDir } from "./storage.server";

let current: { config: Env; storage: MediaStorage } | undefined;

/** The storage the configuration names; made again when the configuration changes (tests reset it). */
export function mediaStorage(): MediaStorage {
  const config = env();
  if (current?.config !== config) {
    const storage = config.mediaS3
      ? new S3MediaStorage(config.mediaS3)
      : new DiskMediaStorage(mediaDir(config));
    current = { config, storage };
  }
  return current.storage;
}
