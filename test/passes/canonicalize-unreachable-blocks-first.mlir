// The greedy driver erases unreachable blocks before each iteration's
// worklist, as mlir-opt 22 does (difftest seed 132, reduced): the select
// used only in the unreachable ^bb114 is dead when the worklist reaches
// it, the loop result it read dies in the same iteration, and the
// constant 0 : i64 survives at the top instead of being re-created after
// the other constants. Expected order checked against mlir-opt 22.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func private @f27
// CHECK-NEXT:    %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:    %c8_i32 = arith.constant 8 : i32
// CHECK:         return %arg1, %c0_i64 : f32, i64

module {
  func.func private @ext1(i1) -> i8
  func.func private @f9(i8, i32) -> (i64, index)
  func.func private @f27(%arg0: f32, %v4261: f32, %v4260: index, %v4255: index, %v4253: i1, %v4252: f32, %v4231: i1, %v4199: i64, %v4198: index, %v4197: index, %v4195: index, %v4194: f64, %v4193: f64, %v4192: f64, %v4191: i64, %v4189: index, %v4188: i32, %v4187: i32, %v4185: i64, %v4184: i64, %v4183: i64, %v4179: index, %v4178: index, %v4176: f64, %v4174: f64, %v4170: i64, %v4158: i1, %v4156: f64, %v4155: f64, %v4154: index, %v4139: index, %v4138: index, %v4136: index, %v4134: f32, %v4133: f32, %v4132: f64, %v4107: i64, %v4106: i1, %v4104: i8, %v4102: i1, %v4095: i1, %v4083: i1, %v4082: f64, %v4081: i64, %v4080: index, %v4079: i64, %v4077: f64, %v4076: f64) -> (f32, i64) {
    %v4078 = index.sizeof
    %v4103 = arith.constant 0 : i64
    %v4108 = arith.constant 8 : i32
    %v4109:2 = scf.for %i4110 = %v4103 to %v4081 step %v4107 iter_args(%a4111 = %v4080, %a4112 = %v4108) -> (index, i32)  : i64 {
      scf.yield %a4111, %v4108 : index, i32
    }
    %v4135 = call @ext1(%v4102) : (i1) -> i8
    %v4140:2 = scf.for %i4141 = %v4136 to %v4138 step %v4139 iter_args(%a4142 = %v4078, %a4143 = %v4103) -> (index, i64) {
      %v4147:2 = func.call @f9(%v4135, %v4109#1) : (i8, i32) -> (i64, index)
      scf.yield %v4154, %v4147#0 : index, i64
    }
    %v4159 = arith.select %v4158, %v4140#1, %v4140#1 : i64
    %v4182 = call @ext1(%v4106) : (i1) -> i8
    cf.switch %v4188 : i32, [
      default: ^bb110(%v4188 : i32),
      3: ^bb113
    ]
  ^bb110(%b4196: i32):
    cf.br ^bb109(%v4199, %v4182 : i64, i8)
  ^bb111(%b4203: i32):
    cf.br ^bb109(%v4191, %v4182 : i64, i8)
  ^bb112(%b4214: i64):
    cf.br ^bb109(%v4170, %v4182 : i64, i8)
  ^bb113:
    cf.br ^bb109(%v4103, %v4104 : i64, i8)
  ^bb109(%b4228: i64, %b4229: i8):
    %v4232 = arith.constant 8 : i64
    %v4233 = arith.constant 42 : i64
    %v4234 = arith.divui %v4232, %v4233 : i64
    return %v4261, %v4234 : f32, i64
  ^bb114:
    return %v4134, %v4159 : f32, i64
  }
}
