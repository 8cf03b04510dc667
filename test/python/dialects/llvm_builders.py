# RUN: %PYTHON %s | FileCheck %s
# llvm.call/GlobalOp/AddressOfOp/insertvalue/load/store/cond_br/inttoptr
# built with upstream's builder signatures (positional result and
# op_bundle_sizes, required linkage, inferred insertvalue result, atomic
# ordering, syncscope, branch weights, dereferenceable).
from mlir.ir import *
from mlir.dialects import llvm

with Context(), Location.unknown():
    m = Module.create()
    i32 = IntegerType.get_signless(32)
    i64 = IntegerType.get_signless(64)
    ptr = Type.parse("!llvm.ptr")
    with InsertionPoint(m.body):
        g = llvm.GlobalOp(i32, "counter", Attribute.parse("#llvm.linkage<internal>"), value=IntegerAttr.get(i32, 0))
        print(type(g).__name__, g.sym_name, g.linkage)
        llvm.mlir_global(i64, "other", Attribute.parse("#llvm.linkage<weak>"), alignment=IntegerAttr.get(i64, 8))
        callee = llvm.LLVMFuncOp("callee", TypeAttr.get(Type.parse("!llvm.func<i32 (i32)>")))
        f = llvm.LLVMFuncOp("f", TypeAttr.get(Type.parse("!llvm.func<i32 (i32, i1, i64)>")))
        entry = f.body.blocks.append(i32, IntegerType.get_signless(1), i64)
        b1 = f.body.blocks.append()
        b2 = f.body.blocks.append(i32)
        with InsertionPoint(entry):
            a, c, n = entry.arguments
            addr = llvm.AddressOfOp(ptr, "counter")
            print(type(addr).__name__)
            r = llvm.CallOp(i32, [a], [], DenseI32ArrayAttr.get([]), callee="callee")
            r2 = llvm.call(i32, [a], [], [], callee=FlatSymbolRefAttr.get("callee"), no_unwind=True)
            s = llvm.mlir_undef(Type.parse("!llvm.struct<(i32, i32)>"))
            s2 = llvm.insertvalue(s, r.result, [0])
            print(s2.type)
            v = llvm.load(i32, addr, ordering=Attribute.parse("2 : i64"), syncscope=StringAttr.get("agent"), alignment=IntegerAttr.get(i64, 4))
            llvm.store(r2, addr, ordering=Attribute.parse("5 : i64"), alignment=IntegerAttr.get(i64, 4))
            p = llvm.inttoptr(ptr, n, dereferenceable=Attribute.parse("#llvm.dereferenceable<bytes = 8>"))
            llvm.CondBrOp(c, [], [v], b1, b2, branch_weights=DenseI32ArrayAttr.get([1, 9]))
        with InsertionPoint(b1):
            llvm.BrOp([a], b2)
        with InsertionPoint(b2):
            llvm.ReturnOp(arg=b2.arguments[0])
    print(m.operation.verify())
    print(m)
    m.operation.print(print_generic_op_form=True)

# CHECK: GlobalOp "counter" #llvm.linkage<internal>
# CHECK-NEXT: AddressOfOp
# CHECK-NEXT: !llvm.struct<(i32, i32)>
# CHECK-NEXT: True
# CHECK-NEXT: module {
# CHECK-NEXT:   llvm.mlir.global internal @counter(0 : i32) {addr_space = 0 : i32} : i32
# CHECK-NEXT:   llvm.mlir.global weak @other() {addr_space = 0 : i32, alignment = 8 : i64} : i64
# CHECK-NEXT:   llvm.func @callee(i32) -> i32
# CHECK-NEXT:   llvm.func @f(%arg0: i32, %arg1: i1, %arg2: i64) -> i32 {
# CHECK-NEXT:     %0 = llvm.mlir.addressof @counter : !llvm.ptr
# CHECK-NEXT:     %1 = llvm.call @callee(%arg0) : (i32) -> i32
# CHECK-NEXT:     %2 = llvm.call @callee(%arg0) {no_unwind} : (i32) -> i32
# CHECK-NEXT:     %3 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
# CHECK-NEXT:     %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(i32, i32)> 
# CHECK-NEXT:     %5 = llvm.load %0 atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
# CHECK-NEXT:     llvm.store %2, %0 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
# CHECK-NEXT:     %6 = llvm.inttoptr %arg2 dereferenceable<bytes = 8> : i64 to !llvm.ptr
# CHECK-NEXT:     llvm.cond_br %arg1 weights([1, 9]), ^bb1, ^bb2(%5 : i32)
# CHECK-NEXT:   ^bb1:  // pred: ^bb0
# CHECK-NEXT:     llvm.br ^bb2(%arg0 : i32)
# CHECK-NEXT:   ^bb2(%7: i32):  // 2 preds: ^bb0, ^bb1
# CHECK-NEXT:     llvm.return %7 : i32
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: "builtin.module"() ({
# CHECK-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "counter", value = 0 : i32, visibility_ = 0 : i64}> ({
# CHECK-NEXT:   }) : () -> ()
# CHECK-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 8 : i64, global_type = i64, linkage = #llvm.linkage<weak>, sym_name = "other", visibility_ = 0 : i64}> ({
# CHECK-NEXT:   }) : () -> ()
# CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "callee", visibility_ = 0 : i64}> ({
# CHECK-NEXT:   }) : () -> ()
# CHECK-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i1, i64)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
# CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i1, %arg2: i64):
# CHECK-NEXT:     %0 = "llvm.mlir.addressof"() <{global_name = @counter}> : () -> !llvm.ptr
# CHECK-NEXT:     %1 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
# CHECK-NEXT:     %2 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, no_unwind, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
# CHECK-NEXT:     %3 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, i32)>
# CHECK-NEXT:     %4 = "llvm.insertvalue"(%3, %1) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i32)>, i32) -> !llvm.struct<(i32, i32)>
# CHECK-NEXT:     %5 = "llvm.load"(%0) <{alignment = 4 : i64, ordering = 2 : i64, syncscope = "agent"}> : (!llvm.ptr) -> i32
# CHECK-NEXT:     "llvm.store"(%2, %0) <{alignment = 4 : i64, ordering = 5 : i64}> : (i32, !llvm.ptr) -> ()
# CHECK-NEXT:     %6 = "llvm.inttoptr"(%arg2) <{dereferenceable = #llvm.dereferenceable<bytes = 8>}> : (i64) -> !llvm.ptr
# CHECK-NEXT:     "llvm.cond_br"(%arg1, %5)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 9>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
# CHECK-NEXT:   ^bb1:  // pred: ^bb0
# CHECK-NEXT:     "llvm.br"(%arg0)[^bb2] : (i32) -> ()
# CHECK-NEXT:   ^bb2(%7: i32):  // 2 preds: ^bb0, ^bb1
# CHECK-NEXT:     "llvm.return"(%7) : (i32) -> ()
# CHECK-NEXT:   }) : () -> ()
# CHECK-NEXT: }) : () -> ()
