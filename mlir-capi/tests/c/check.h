/* Shared helpers of the C API test programs: a failing check exits 1. */
#ifndef RMLIR_CAPI_TEST_CHECK_H
#define RMLIR_CAPI_TEST_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/IR.h"

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

/* A growable string filled by MlirStringCallback. */
typedef struct {
  char *data;
  size_t len;
} Buf;

static inline void bufAppend(MlirStringRef s, void *user) {
  Buf *b = (Buf *)user;
  b->data = (char *)realloc(b->data, b->len + s.length + 1);
  memcpy(b->data + b->len, s.data, s.length);
  b->len += s.length;
  b->data[b->len] = 0;
}

static inline void bufReset(Buf *b) {
  free(b->data);
  b->data = NULL;
  b->len = 0;
}

#define CHECK_TEXT(buf, expected)                                              \
  do {                                                                         \
    const char *got_ = (buf)->data ? (buf)->data : "";                         \
    if (strcmp(got_, (expected)) != 0) {                                       \
      fprintf(stderr, "%s:%d: text mismatch\n--- expected\n%s\n--- got\n%s\n", \
              __FILE__, __LINE__, (expected), got_);                           \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static inline MlirStringRef S(const char *s) { return mlirStringRefCreateFromCString(s); }

#endif
