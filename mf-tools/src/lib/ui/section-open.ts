import { createContext, useContext } from "react";

/** Whether the folding section around a component is open (true outside any section). */
export const SectionOpenContext = createContext(true);

/** A closed section keeps its body mounted but hidden: what is in it need not poll meanwhile. */
export const useSectionOpen = () => useContext(SectionOpenContext);
