import { useCallback, useState } from "react";

/** The files waiting to go with the next message (the chat box and the drop overlay add to them). */
export interface Attachments {
  files: File[];
  add: (files: Iterable<File>) => void;
  remove: (index: number) => void;
  /** Takes them for a send; a failed send puts them back with `restore`. */
  take: () => File[];
  restore: (files: readonly File[]) => void;
}

export function useAttachments(): Attachments {
  const [files, setFiles] = useState<File[]>([]);
  const add = useCallback((more: Iterable<File>) => setFiles((current) => [...current, ...more]), []);
  const remove = useCallback(
    (index: number) => setFiles((current) => current.filter((_, i) => i !== index)),
    [],
  );
  const take = useCallback(() => {
    const taken = files;
    setFiles([]);
    return taken;
  }, [files]);
  const restore = useCallback(
    (back: readonly File[]) => setFiles((current) => (current.length === 0 ? [...back] : current)),
    [],
  );
  return { files, add, remove, take, restore };
}
