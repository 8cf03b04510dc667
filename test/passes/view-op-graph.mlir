// view-op-graph writes the Graphviz graph upstream writes (clusters for ops
// with regions and blocks, record nodes with ports, colors, elided attributes).
// RUN: %rmlir-opt %s --allow-unregistered-dialect --view-op-graph 2>&1 >/dev/null | FileCheck %s
// RUN: %rmlir-opt %s --allow-unregistered-dialect '--view-op-graph=print-control-flow-edges=true print-result-types=false max-label-len=8' 2>&1 >/dev/null | FileCheck %s --check-prefix=OPTS

func.func @g(%x: i32, %m: memref<4xf32>) -> i32 {
  %0 = arith.addi %x, %x : i32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %0) -> (i32) {
    %v = memref.load %m[%i] : memref<4xf32>
    %d = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0]> : tensor<17xf32>
    %s = arith.constant dense<1.0> : tensor<4xf32>
    scf.yield %a : i32
  }
  "test.op"() {a = [1, 2, 3], b = "a string with \"quotes\" and {braces}|bar"} : () -> ()
  return %r : i32
}
func.func @h() {
  %c = arith.constant 3 : i32
  cf.br ^bb1(%c : i32)
^bb1(%a: i32):
  return
}

// CHECK: digraph G {
// CHECK-NEXT:   compound = true;
// CHECK-NEXT:   subgraph cluster_1 {
// CHECK-NEXT:     v2 [label = " ", shape = plain];
// CHECK-NEXT:     label = "builtin.module : ()\l";
// CHECK-NEXT:     subgraph cluster_3 {
// CHECK-NEXT:       v4 [label = " ", shape = plain];
// CHECK-NEXT:       label = "";
// CHECK-NEXT:       subgraph cluster_5 {
// CHECK-NEXT:         v6 [label = " ", shape = plain];
// CHECK-NEXT:         label = "func.func : ()\lfunction_type: (i32, memref\<4xf32\>)...\lsym_name: \"g\"\l";
// CHECK-NEXT:         subgraph cluster_7 {
// CHECK-NEXT:           v8 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v9 [label = "<res_arg0> %arg0 i32", shape = Mrecord];
// CHECK-NEXT:           v10 [label = "<res_arg1> %arg1 memref\<4xf32\>", shape = Mrecord];
// CHECK-NEXT:           v11 [fillcolor = "0.000000 0.3 0.95", label = "{{[{][{]}}<arg_arg0> %arg0|<arg_arg0> %arg0}|arith.addi\l\loverflowFlags: #arith.overflow\<none...\l|{<res_0> %0 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v12 [fillcolor = "0.100000 0.3 0.95", label = "{arith.constant\l\lvalue: 0 : index\l|{<res_c0> %c0 index}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v13 [fillcolor = "0.100000 0.3 0.95", label = "{arith.constant\l\lvalue: 4 : index\l|{<res_c4> %c4 index}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v14 [fillcolor = "0.100000 0.3 0.95", label = "{arith.constant\l\lvalue: 1 : index\l|{<res_c1> %c1 index}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           subgraph cluster_15 {
// CHECK-NEXT:             v16 [label = " ", shape = plain];
// CHECK-NEXT:             label = "scf.for : (i32)\l";
// CHECK-NEXT:             subgraph cluster_17 {
// CHECK-NEXT:               v18 [label = " ", shape = plain];
// CHECK-NEXT:               label = "";
// CHECK-NEXT:               v19 [label = "<res_arg2> %arg2 index", shape = Mrecord];
// CHECK-NEXT:               v20 [label = "<res_arg3> %arg3 i32", shape = Mrecord];
// CHECK-NEXT:               v21 [fillcolor = "0.200000 0.3 0.95", label = "{{[{][{]}}<arg_arg1> %arg1|<arg_arg2> %arg2}|memref.load\l|{<res_2> %2 f32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:               v22 [fillcolor = "0.100000 0.3 0.95", label = "{arith.constant\l\lvalue: [...] : tensor\<17xf32\>\l|{<res_cst> %cst tensor\<17xf32\>}}", shape = Mrecord, style = filled];
// CHECK-NEXT:               v23 [fillcolor = "0.100000 0.3 0.95", label = "{arith.constant\l\lvalue: dense\<1.000000e+00\> : tensor\<4xf32\>\l|{<res_cst_0> %cst_0 tensor\<4xf32\>}}", shape = Mrecord, style = filled];
// CHECK-NEXT:               v24 [fillcolor = "0.300000 0.3 0.95", label = "{{[{][{]}}<arg_arg3> %arg3}|scf.yield\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:           v25 [fillcolor = "0.500000 0.3 0.95", label = "{test.op\l\la: [1, 2, 3]\lb: \"a string with \22qu...\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v26 [fillcolor = "0.600000 0.3 0.95", label = "{{[{][{]}}<arg_1> %1}|func.return\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       subgraph cluster_27 {
// CHECK-NEXT:         v28 [label = " ", shape = plain];
// CHECK-NEXT:         label = "func.func : ()\lfunction_type: () -\> ()\lsym_name: \"h\"\l";
// CHECK-NEXT:         subgraph cluster_29 {
// CHECK-NEXT:           v30 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v31 [fillcolor = "0.100000 0.3 0.95", label = "{arith.constant\l\lvalue: 3 : i32\l|{<res_c3_i32> %c3_i32 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v32 [fillcolor = "0.800000 0.3 0.95", label = "{{[{][{]}}<arg_c3_i32> %c3_i32}|cf.br\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:         subgraph cluster_33 {
// CHECK-NEXT:           v34 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v35 [label = "<res_0> %0 i32", shape = Mrecord];
// CHECK-NEXT:           v36 [fillcolor = "0.600000 0.3 0.95", label = "{func.return\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   v9:res_arg0:s -> v11:arg_arg0:n[style = solid];
// CHECK-NEXT:   v9:res_arg0:s -> v11:arg_arg0:n[style = solid];
// CHECK-NEXT:   v10:res_arg1:s -> v21:arg_arg1:n[style = solid];
// CHECK-NEXT:   v19:res_arg2:s -> v21:arg_arg2:n[style = solid];
// CHECK-NEXT:   v20:res_arg3:s -> v24:arg_arg3:n[style = solid];
// CHECK-NEXT:   v12:res_c0:s -> v16[lhead = cluster_15, style = solid];
// CHECK-NEXT:   v13:res_c4:s -> v16[lhead = cluster_15, style = solid];
// CHECK-NEXT:   v14:res_c1:s -> v16[lhead = cluster_15, style = solid];
// CHECK-NEXT:   v11:res_0:s -> v16[lhead = cluster_15, style = solid];
// CHECK-NEXT:   v16 -> v26:arg_1:n[ltail = cluster_15, style = solid];
// CHECK-NEXT:   v31:res_c3_i32:s -> v32:arg_c3_i32:n[style = solid];
// CHECK-NEXT: }
// OPTS: digraph G {
// OPTS-NEXT:   compound = true;
// OPTS-NEXT:   subgraph cluster_1 {
// OPTS-NEXT:     v2 [label = " ", shape = plain];
// OPTS-NEXT:     label = "builtin.module\l";
// OPTS-NEXT:     subgraph cluster_3 {
// OPTS-NEXT:       v4 [label = " ", shape = plain];
// OPTS-NEXT:       label = "";
// OPTS-NEXT:       subgraph cluster_5 {
// OPTS-NEXT:         v6 [label = " ", shape = plain];
// OPTS-NEXT:         label = "func.func\lfunction_type: (i32, me...\lsym_name: \"g\"\l";
// OPTS-NEXT:         subgraph cluster_7 {
// OPTS-NEXT:           v8 [label = " ", shape = plain];
// OPTS-NEXT:           label = "";
// OPTS-NEXT:           v9 [label = "<res_arg0> %arg0", shape = Mrecord];
// OPTS-NEXT:           v10 [label = "<res_arg1> %arg1", shape = Mrecord];
// OPTS-NEXT:           v11 [fillcolor = "0.000000 0.3 0.95", label = "{{[{][{]}}<arg_arg0> %arg0|<arg_arg0> %arg0}|arith.addi\l\loverflowFlags: #arith.o...\l|{<res_0> %0}}", shape = Mrecord, style = filled];
// OPTS-NEXT:           v12 [fillcolor = "0.100000 0.3 0.95", label = "{arith.constant\l\lvalue: 0 : inde...\l|{<res_c0> %c0}}", shape = Mrecord, style = filled];
// OPTS-NEXT:           v13 [fillcolor = "0.100000 0.3 0.95", label = "{arith.constant\l\lvalue: 4 : inde...\l|{<res_c4> %c4}}", shape = Mrecord, style = filled];
// OPTS-NEXT:           v14 [fillcolor = "0.100000 0.3 0.95", label = "{arith.constant\l\lvalue: 1 : inde...\l|{<res_c1> %c1}}", shape = Mrecord, style = filled];
// OPTS-NEXT:           subgraph cluster_15 {
// OPTS-NEXT:             v16 [label = " ", shape = plain];
// OPTS-NEXT:             label = "scf.for\l";
// OPTS-NEXT:             subgraph cluster_17 {
// OPTS-NEXT:               v18 [label = " ", shape = plain];
// OPTS-NEXT:               label = "";
// OPTS-NEXT:               v19 [label = "<res_arg2> %arg2", shape = Mrecord];
// OPTS-NEXT:               v20 [label = "<res_arg3> %arg3", shape = Mrecord];
// OPTS-NEXT:               v21 [fillcolor = "0.200000 0.3 0.95", label = "{{[{][{]}}<arg_arg1> %arg1|<arg_arg2> %arg2}|memref.load\l|{<res_2> %2}}", shape = Mrecord, style = filled];
// OPTS-NEXT:               v22 [fillcolor = "0.100000 0.3 0.95", label = "{arith.constant\l\lvalue: [...] : tensor\<1...\l|{<res_cst> %cst}}", shape = Mrecord, style = filled];
// OPTS-NEXT:               v23 [fillcolor = "0.100000 0.3 0.95", label = "{arith.constant\l\lvalue: dense\<1.000000e+00\> : tensor\<4xf32\>\l|{<res_cst_0> %cst_0}}", shape = Mrecord, style = filled];
// OPTS-NEXT:               v24 [fillcolor = "0.300000 0.3 0.95", label = "{{[{][{]}}<arg_arg3> %arg3}|scf.yield\l}", shape = Mrecord, style = filled];
// OPTS-NEXT:             }
// OPTS-NEXT:           }
// OPTS-NEXT:           v25 [fillcolor = "0.500000 0.3 0.95", label = "{test.op\l\la: [1, 2, 3...\lb: \"a strin...\l}", shape = Mrecord, style = filled];
// OPTS-NEXT:           v26 [fillcolor = "0.600000 0.3 0.95", label = "{{[{][{]}}<arg_1> %1}|func.return\l}", shape = Mrecord, style = filled];
// OPTS-NEXT:         }
// OPTS-NEXT:       }
// OPTS-NEXT:       subgraph cluster_27 {
// OPTS-NEXT:         v28 [label = " ", shape = plain];
// OPTS-NEXT:         label = "func.func\lfunction_type: () -\> ()\lsym_name: \"h\"\l";
// OPTS-NEXT:         subgraph cluster_29 {
// OPTS-NEXT:           v30 [label = " ", shape = plain];
// OPTS-NEXT:           label = "";
// OPTS-NEXT:           v31 [fillcolor = "0.100000 0.3 0.95", label = "{arith.constant\l\lvalue: 3 : i32\l|{<res_c3_i32> %c3_i32}}", shape = Mrecord, style = filled];
// OPTS-NEXT:           v32 [fillcolor = "0.800000 0.3 0.95", label = "{{[{][{]}}<arg_c3_i32> %c3_i32}|cf.br\l}", shape = Mrecord, style = filled];
// OPTS-NEXT:         }
// OPTS-NEXT:         subgraph cluster_33 {
// OPTS-NEXT:           v34 [label = " ", shape = plain];
// OPTS-NEXT:           label = "";
// OPTS-NEXT:           v35 [label = "<res_0> %0", shape = Mrecord];
// OPTS-NEXT:           v36 [fillcolor = "0.600000 0.3 0.95", label = "{func.return\l}", shape = Mrecord, style = filled];
// OPTS-NEXT:         }
// OPTS-NEXT:       }
// OPTS-NEXT:     }
// OPTS-NEXT:   }
// OPTS-NEXT:   v11 -> v12[style = dashed];
// OPTS-NEXT:   v12 -> v13[style = dashed];
// OPTS-NEXT:   v13 -> v14[style = dashed];
// OPTS-NEXT:   v21 -> v22[style = dashed];
// OPTS-NEXT:   v22 -> v23[style = dashed];
// OPTS-NEXT:   v23 -> v24[style = dashed];
// OPTS-NEXT:   v14 -> v16[lhead = cluster_15, style = dashed];
// OPTS-NEXT:   v16 -> v25[ltail = cluster_15, style = dashed];
// OPTS-NEXT:   v25 -> v26[style = dashed];
// OPTS-NEXT:   v31 -> v32[style = dashed];
// OPTS-NEXT:   v6 -> v28[lhead = cluster_27, ltail = cluster_5, style = dashed];
// OPTS-NEXT:   v9:res_arg0:s -> v11:arg_arg0:n[style = solid];
// OPTS-NEXT:   v9:res_arg0:s -> v11:arg_arg0:n[style = solid];
// OPTS-NEXT:   v10:res_arg1:s -> v21:arg_arg1:n[style = solid];
// OPTS-NEXT:   v19:res_arg2:s -> v21:arg_arg2:n[style = solid];
// OPTS-NEXT:   v20:res_arg3:s -> v24:arg_arg3:n[style = solid];
// OPTS-NEXT:   v12:res_c0:s -> v16[lhead = cluster_15, style = solid];
// OPTS-NEXT:   v13:res_c4:s -> v16[lhead = cluster_15, style = solid];
// OPTS-NEXT:   v14:res_c1:s -> v16[lhead = cluster_15, style = solid];
// OPTS-NEXT:   v11:res_0:s -> v16[lhead = cluster_15, style = solid];
// OPTS-NEXT:   v16 -> v26:arg_1:n[ltail = cluster_15, style = solid];
// OPTS-NEXT:   v31:res_c3_i32:s -> v32:arg_c3_i32:n[style = solid];
// OPTS-NEXT: }
