!t = tuple<i32, memref<4x?xf32, strided<[?, 1]>>, vector<[4]x2xi8>, complex<f64>>
#m = affine_map<(d0, d1)[s0] -> (d0 floordiv 2 + s0 * d1 mod 3, -d1)>
"t.op"() {a = #m, b = affine_set<(d0) : (d0 - 1 >= 0, d0 == 0)>, c = dense<[1, 2]> : tensor<2xi32>, e = array<i64: 1, 2>, f = !t, g = () -> (i1, !t)} : () -> ()
