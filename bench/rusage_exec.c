/*
 * rusage_exec: run a command and report its wall time and its own rusage.
 *
 *   rusage_exec REPORT_FILE COMMAND [ARGS...]
 *
 * Writes one line "status maxrss_kb user_s sys_s wall_s" to REPORT_FILE, where
 * status is the raw wait status, and exits with the command's exit code (or
 * 128 + signal). The command's stdin/stdout/stderr are this program's.
 *
 * Why it exists: Linux folds the high-water RSS of the address space a process
 * had *before* exec into its ru_maxrss. A tool spawned straight from the
 * Python runner therefore reports at least the runner's own peak RSS (tens to
 * hundreds of MB after it generated a 200k-op input), which swamps a small
 * tool's empty-module baseline. Forked from this tiny program instead, the
 * command starts with a few hundred KB, so ru_maxrss is the command's own.
 *
 * bench/run.py compiles it with `cc` on first use (into bench/out/).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval tv) { return tv.tv_sec + tv.tv_usec / 1e6; }

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s REPORT_FILE COMMAND [ARGS...]\n", argv[0]);
    return 2;
  }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t pid = fork();
  if (pid < 0) {
    fprintf(stderr, "rusage_exec: fork: %s\n", strerror(errno));
    return 2;
  }
  if (pid == 0) {
    execvp(argv[2], argv + 2);
    fprintf(stderr, "cannot execute %s: %s\n", argv[2], strerror(errno));
    _exit(127);
  }
  int status;
  struct rusage ru;
  while (wait4(pid, &status, 0, &ru) < 0) {
    if (errno != EINTR) {
      fprintf(stderr, "rusage_exec: wait4: %s\n", strerror(errno));
      return 2;
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  double wall = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
  FILE *report = fopen(argv[1], "w");
  if (!report) {
    fprintf(stderr, "rusage_exec: %s: %s\n", argv[1], strerror(errno));
    return 2;
  }
  fprintf(report, "%d %ld %.6f %.6f %.6f\n", status, ru.ru_maxrss, seconds(ru.ru_utime),
          seconds(ru.ru_stime), wall);
  fclose(report);
  if (WIFSIGNALED(status))
    return 128 + WTERMSIG(status);
  return WEXITSTATUS(status);
}
