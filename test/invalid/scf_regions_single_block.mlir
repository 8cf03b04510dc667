// The regions of scf.for, scf.if, scf.while, scf.index_switch take one
// block (SingleBlock), as upstream's verifier says.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics

func.func @in_if(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  scf.if %c {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  return
}

// -----

func.func @in_while(%c: i1) {
  // expected-error @+1 {{'scf.while' op expects region #0 to have 0 or 1 blocks}}
  scf.while : () -> () {
    cf.br ^bb1
  ^bb1:
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @in_switch(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expects region #1 to have 0 or 1 blocks}}
  scf.index_switch %i
  case 1 {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
