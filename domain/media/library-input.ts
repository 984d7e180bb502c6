import { z } from "zod";
import { MEDIA_MESSAGES } from "./messages.ts";

/** A form's pick from the image library: an image id, or "" to keep what the record shows. */
export const libraryImageInput = () =>
  z
    .union([z.literal(""), z.uuid({ error: MEDIA_MESSAGES.imageGone })], { error: MEDIA_MESSAGES.imageGone })
    .default("");
