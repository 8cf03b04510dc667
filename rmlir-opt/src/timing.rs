//! `--mlir-timing`: a wall-time report of the driver's phases in
//! `mlir-opt`'s format.

use std::time::{Duration, Instant};

/// Accumulates named phase times.
pub struct Timing {
    start: Instant,
    phases: Vec<(&'static str, Duration)>,
}

impl Timing {
    /// Starts the clock.
    pub fn new() -> Timing {
        Timing { start: Instant::now(), phases: Vec::new() }
    }

    /// Runs `f` and adds its wall time to `name`.
    pub fn time<T>(&mut self, name: &'static str, f: impl FnOnce() -> T) -> T {
        let t = Instant::now();
        let r = f();
        let d = t.elapsed();
        match self.phases.iter_mut().find(|(n, _)| *n == name) {
            Some((_, acc)) => *acc += d,
            None => self.phases.push((name, d)),
        }
        r
    }

    /// The report, as `mlir-opt --mlir-timing` prints it.
    pub fn report(&self) -> String {
        let total = self.start.elapsed().as_secs_f64();
        let mut s = String::new();
        s.push_str("===-------------------------------------------------------------------------===\n");
        s.push_str("                         ... Execution time report ...\n");
        s.push_str("===-------------------------------------------------------------------------===\n");
        s.push_str(&format!("  Total Execution Time: {total:.4} seconds\n\n"));
        s.push_str("  ----Wall Time----  ----Name----\n");
        let pct = |v: f64| if total > 0.0 { v / total * 100.0 } else { 0.0 };
        let mut accounted = 0.0;
        for (name, d) in &self.phases {
            let v = d.as_secs_f64();
            accounted += v;
            s.push_str(&format!("  {v:8.4} ({:5.1}%)  {name}\n", pct(v)));
        }
        let rest = (total - accounted).max(0.0);
        s.push_str(&format!("  {rest:8.4} ({:5.1}%)  Rest\n", pct(rest)));
        s.push_str(&format!("  {total:8.4} (100.0%)  Total\n"));
        s
    }
}
