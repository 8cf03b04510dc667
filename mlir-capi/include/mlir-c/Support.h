/*===-- mlir-c/Support.h - rmlir C API: support types -------------*- C -*-===*\
|*                                                                            *|
|* rmlir: MLIR's core in Rust. This header declares the helper data types   *|
|* shared by the rest of the C API: string references, logical results and  *|
|* type ids. Names and layouts follow upstream MLIR's mlir-c.               *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MLIR_C_SUPPORT_H
#define MLIR_C_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32) || defined(__CYGWIN__)
#define MLIR_CAPI_EXPORTED
#else
#define MLIR_CAPI_EXPORTED __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/** A type id: identifies a kind of type, attribute or operation. Does not
 * own anything. */
typedef struct MlirTypeID {
  const void *ptr;
} MlirTypeID;

/*============================================================================
 * MlirStringRef
 *============================================================================*/

/** A pointer to `length` bytes of a string, not necessarily NUL-terminated.
 * Never owns the bytes: strings returned by the API point into storage owned
 * by the context (valid as long as the context) unless stated otherwise. */
typedef struct MlirStringRef {
  const char *data; /**< The first byte. */
  size_t length;    /**< Number of bytes. */
} MlirStringRef;

/** Makes a string reference to `length` bytes at `str` (not copied). */
static inline MlirStringRef mlirStringRefCreate(const char *str,
                                                size_t length) {
  MlirStringRef s;
  s.data = str;
  s.length = length;
  return s;
}

/** Makes a string reference to a NUL-terminated string (not copied). */
MLIR_CAPI_EXPORTED MlirStringRef
mlirStringRefCreateFromCString(const char *str);

/** Whether two string references hold the same bytes. */
MLIR_CAPI_EXPORTED bool mlirStringRefEqual(MlirStringRef string,
                                           MlirStringRef other);

/** Receives text in one or more consecutive chunks, with the user data
 * given to the printing call. The chunk is only valid during the call. */
typedef void (*MlirStringCallback)(MlirStringRef, void *);

/*============================================================================
 * MlirLogicalResult
 *============================================================================*/

/** Success or failure; inspect only with the helpers below. */
typedef struct MlirLogicalResult {
  int8_t value;
} MlirLogicalResult;

/** Whether `res` is a success. */
static inline bool mlirLogicalResultIsSuccess(MlirLogicalResult res) {
  return res.value != 0;
}

/** Whether `res` is a failure. */
static inline bool mlirLogicalResultIsFailure(MlirLogicalResult res) {
  return res.value == 0;
}

/** A success. */
static inline MlirLogicalResult mlirLogicalResultSuccess(void) {
  MlirLogicalResult res = {1};
  return res;
}

/** A failure. */
static inline MlirLogicalResult mlirLogicalResultFailure(void) {
  MlirLogicalResult res = {0};
  return res;
}

/*============================================================================
 * MlirTypeID
 *============================================================================*/

/** Whether a type id is null. */
static inline bool mlirTypeIDIsNull(MlirTypeID typeID) { return !typeID.ptr; }

/** Whether two type ids are equal. */
MLIR_CAPI_EXPORTED bool mlirTypeIDEqual(MlirTypeID typeID1,
                                        MlirTypeID typeID2);

/** A hash of a type id. */
MLIR_CAPI_EXPORTED size_t mlirTypeIDHashValue(MlirTypeID typeID);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_SUPPORT_H */
