import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { errorCodes } from "../../../shared/api/envelope";
import { deletedResponseSchema } from "../../../shared/api/ledger";
import { MAX_STUDENT_PHOTO_BYTES, STUDENT_PHOTO_TYPE } from "../../../shared/api/student-photo";
import { successSchema } from "../../../shared/api/envelope";
import { plainText } from "../../../shared/rules/text";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { errorBody } from "../../http/error-envelope";
import { ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { ServiceError } from "../../services/errors";
import { getStudentPhoto } from "../../services/students/get-student-photo";
import { removeStudentPhoto } from "../../services/students/remove-student-photo";
import { setStudentPhoto } from "../../services/students/set-student-photo";
import { errorResponses, fileResponse, fromMiddleware, jsonResponse, studentIdParams } from "./openapi-helpers";

/** The URL carries the version (studentPhotoPath), so a day's caching never shows a replaced photo. */
const PHOTO_CACHE_CONTROL = "private, max-age=86400";
const photoSetSchema = successSchema(z.object({ _id: z.string(), photoVersion: z.string() }));

// Refuses an oversized body while it streams in, before the student is even looked up.
const photoBodyLimit = bodyLimit({
  maxSize: MAX_STUDENT_PHOTO_BYTES,
  onError: (c) => c.json(errorBody(errorCodes.PAYLOAD_TOO_LARGE, "The photo is larger than 50 KB."), 413),
});

const getPhoto = createRoute({
  method: "get",
  path: "/student/{studentId}/photo",
  tags: ["student"],
  summary: "The student's photo (JPEG), cached privately for a day with an ETag",
  middleware: requireRole("staff"),
  request: { params: studentIdParams, query: z.object({ v: plainText(64).optional() }) },
  responses: {
    ...fileResponse(STUDENT_PHOTO_TYPE, "The photo"),
    304: { description: "The photo named in If-None-Match is still the current one" },
    ...errorResponses(...fromMiddleware.memberRead, 400),
  },
});

const putPhoto = createRoute({
  method: "put",
  path: "/student/{studentId}/photo",
  tags: ["student"],
  summary: "Set or replace the student's photo: a JPEG of at most 50 KB as the raw body",
  middleware: [requireRole("staff"), photoBodyLimit] as const,
  request: {
    params: studentIdParams,
    body: {
      required: true,
      content: { [STUDENT_PHOTO_TYPE]: { schema: z.string().openapi({ type: "string", format: "binary" }) } },
    },
  },
  responses: {
    ...jsonResponse(photoSetSchema, "The photo's new version"),
    // 413: larger than 50 KB; 415: not a JPEG.
    ...errorResponses(...fromMiddleware.memberWrite, 415),
  },
});

const deletePhoto = createRoute({
  method: "delete",
  path: "/student/{studentId}/photo",
  tags: ["student"],
  summary: "Remove the student's photo",
  middleware: requireRole("staff"),
  request: { params: studentIdParams },
  responses: {
    ...jsonResponse(deletedResponseSchema, "Removed (or there was none)"),
    ...errorResponses(...fromMiddleware.memberWrite),
  },
});

export const studentPhotoRoutes = createRouter()
  .openapi(getPhoto, async (c) => {
    const { jpeg, version } = await getStudentPhoto(c.get("db"), callerSchoolId(c), c.req.valid("param").studentId);
    const etag = `"${version}"`;
    const headers = { etag, "cache-control": PHOTO_CACHE_CONTROL };
    const wanted = c.req.header("If-None-Match") ?? "";
    if (wanted === "*" || wanted.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))
      return c.body(null, 304, headers);
    return c.body(jpeg as Uint8Array<ArrayBuffer>, 200, { ...headers, "content-type": STUDENT_PHOTO_TYPE });
  })
  .openapi(putPhoto, async (c) => {
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== STUDENT_PHOTO_TYPE)
      throw new ServiceError(415, errorCodes.UNSUPPORTED_MEDIA_TYPE, "Send the photo as image/jpeg.");
    const { studentId } = c.req.valid("param");
    const jpeg = new Uint8Array(await c.req.arrayBuffer());
    const { photoVersion } = await setStudentPhoto(c.get("db"), callerSchoolId(c), callerActor(c), studentId, jpeg);
    return ok(c, { _id: studentId, photoVersion });
  })
  .openapi(deletePhoto, async (c) => {
    const { studentId } = c.req.valid("param");
    await removeStudentPhoto(c.get("db"), callerSchoolId(c), callerActor(c), studentId);
    return ok(c, { _id: studentId });
  });
